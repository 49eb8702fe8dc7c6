// The build's scheduler: runs phases declared as data, each as soon as the phases it `needs` have finished (side by
// side where the needs allow), each timed by the PhaseTimer. A required phase's failure stops the build: no further
// phase starts, `stop` is called (it aborts side work), every running phase is let finish, and a BuildError naming the
// failed phase is thrown (when several failed, the first whose failure does not follow from another's). An optional
// phase's failure is recorded as a warning that says what was skipped.
import { buildErrorOf, reasonOf, type BuildError } from "./build-error.ts";
import type { PhaseTimer } from "./phase-timer.ts";

export interface Phase {
  name: string;
  /** The phases that must have finished before this one starts. */
  needs: readonly string[];
  run: () => Promise<unknown>;
  /** Optional work: what a failure leaves undone, for the warning (`old caches in .cache/ were not removed`). */
  skipped?: string;
  /**
   * Phases whose failure, when they fail too, is the build's reason rather than this one's (Vite fails on the site
   * file the data check rejects: the data check names the file and field).
   */
  yieldsTo?: readonly string[];
  /** False for a phase that only starts work another one waits for (it would add a line of no use to `--timings`). */
  timed?: boolean;
}

/** Throws when a phase needs one that is not declared, or when a required phase needs an optional one. */
function checkNeeds(phases: readonly Phase[]): void {
  const byName = new Map(phases.map((phase) => [phase.name, phase]));
  for (const phase of phases)
    for (const need of phase.needs) {
      const needed = byName.get(need);
      if (!needed) throw new Error(`The phase "${phase.name}" needs "${need}", which is not a phase`);
      if (needed.skipped !== undefined && phase.skipped === undefined)
        throw new Error(`The phase "${phase.name}" is required, so it cannot need the optional phase "${need}"`);
    }
}

/**
 * Runs `phases`; returns the warnings of the optional phases that failed (and of those that needed them, skipped).
 * Throws the BuildError of the first required phase that failed, once every running phase has settled.
 */
export async function runPhases(
  phases: readonly Phase[],
  { timer, stop = () => undefined }: { timer: PhaseTimer; stop?: () => void },
): Promise<string[]> {
  checkNeeds(phases);
  const waiting = new Set(phases);
  const done = new Set<string>();
  const failed = new Set<string>();
  const running = new Set<Promise<void>>();
  const warnings: string[] = [];
  /** The failures of required phases, in the order they came. */
  const failures = new Map<string, BuildError>();
  let failure: BuildError | undefined;
  const start = (phase: Phase) => {
    const work = (phase.timed === false ? (async () => phase.run())() : timer.run(phase.name, phase.run))
      .then(
        () => void done.add(phase.name),
        (error: unknown) => {
          failed.add(phase.name);
          if (phase.skipped !== undefined) warnings.push(`${phase.skipped} (${phase.name}: ${reasonOf(error)})`);
          else {
            failure ??= buildErrorOf(phase.name, error);
            failures.set(phase.name, buildErrorOf(phase.name, error));
          }
        },
      )
      .finally(() => running.delete(work));
    running.add(work);
  };
  /** Starts every phase whose needs are done; skips the optional ones whose needs failed. */
  const launch = () => {
    for (let changed = true; changed && !failure;) {
      changed = false;
      for (const phase of waiting) {
        const blockedBy = phase.needs.find((need) => failed.has(need));
        if (blockedBy === undefined && !phase.needs.every((need) => done.has(need))) continue;
        waiting.delete(phase);
        changed = true;
        if (blockedBy === undefined) start(phase);
        else {
          // Only an optional phase can need an optional one (checkNeeds): it is skipped too.
          failed.add(phase.name);
          warnings.push(`${phase.skipped} (${phase.name}: not run, as ${blockedBy} failed)`);
        }
      }
    }
  };
  for (;;) {
    launch();
    if (running.size === 0) break;
    const stopped = failure;
    await Promise.race(running);
    if (failure && !stopped) stop();
  }
  if (failure) {
    const yields = (name: string) => phases.find((one) => one.name === name)?.yieldsTo?.some((n) => failures.has(n));
    throw [...failures].find(([name]) => !yields(name))?.[1] ?? failure;
  }
  if (waiting.size > 0)
    throw new Error(`The phases ${[...waiting].map((phase) => phase.name).join(", ")} need each other: none can start`);
  return warnings;
}
