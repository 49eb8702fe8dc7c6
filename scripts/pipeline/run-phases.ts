// The build's scheduler, typed: `phase(name, needs, run)` declares a phase and returns what it will make, a promise;
// its `needs` are what earlier phases return, and `run` gets their values, so a phase can read only what a phase
// declared before it makes (no circle, no missing need, no half-filled state). Each phase starts as soon as its needs
// are made (side by side where they allow), timed by the PhaseTimer. A required phase's failure stops the build: no
// further phase starts, `stop` is called (it aborts side work), every running phase is let finish, and `finish()`
// throws a BuildError naming the failed phase (when several failed, the first whose failure does not follow from
// another's). An optional phase's failure is a warning that says what was skipped; no phase can need it.
import { buildErrorOf, reasonOf, type BuildError } from "./build-error.ts";
import type { PhaseTimer } from "./phase-timer.ts";

/** The values of the promises `Needs`, in order: what a phase's `run` gets. */
type Made<Needs extends readonly Promise<unknown>[]> = { -readonly [K in keyof Needs]: Awaited<Needs[K]> };

export interface PhaseOptions {
  /**
   * Phases whose failure, when they fail too, is the build's reason rather than this one's (Vite fails on the site
   * file the data check rejects: the data check names the file and field).
   */
  yieldsTo?: readonly string[];
  /** False for a phase that only starts work another one waits for (it would add a line of no use to `--timings`). */
  timed?: boolean;
}

/** Why a phase did not run: the build failed before its needs were made (a phase it needs, or another one). */
class NotRun extends Error {}

export class PhaseRunner {
  private readonly settled: Array<Promise<unknown>> = [];
  private readonly warnings: string[] = [];
  /** The failures of required phases, in the order they came, and whose failure each yields to. */
  private readonly failures = new Map<string, { error: BuildError; yieldsTo: readonly string[] }>();

  constructor(
    private readonly timer: PhaseTimer,
    private readonly stop: () => void = () => undefined,
  ) {}

  /** Declares the required phase `name`: once `needs` are made, `run` gets their values; returns what it makes. */
  phase<const Needs extends readonly Promise<unknown>[], T>(
    name: string,
    needs: Needs,
    run: (...made: Made<Needs>) => Promise<T>,
    { yieldsTo = [], timed = true }: PhaseOptions = {},
  ): Promise<T> {
    const result = this.start(name, needs, run, timed);
    this.settled.push(
      result.catch((error: unknown) => {
        if (error instanceof NotRun) return;
        const failure = buildErrorOf(name, error);
        if (this.failures.size === 0) this.stop();
        this.failures.set(name, { error: failure, yieldsTo });
      }),
    );
    return result;
  }

  /** Declares an optional phase: its failure is a warning that says what was `skipped`, and the build goes on. */
  optional<const Needs extends readonly Promise<unknown>[]>(
    name: string,
    needs: Needs,
    run: (...made: Made<Needs>) => Promise<unknown>,
    { skipped, timed = true }: { skipped: string; timed?: boolean },
  ): void {
    this.settled.push(
      this.start(name, needs, run, timed).catch((error: unknown) => {
        // Not run because the build failed: the build's error says why.
        if (!(error instanceof NotRun)) this.warnings.push(`${skipped} (${name}: ${reasonOf(error)})`);
      }),
    );
  }

  /**
   * Waits until every phase declared has settled; returns the warnings of the optional phases that failed. Throws the
   * BuildError of the first required phase that failed and was no other's consequence.
   */
  async finish(): Promise<string[]> {
    // A phase settling may not add phases, but the loop keeps this true even if one did.
    for (let count = 0; count < this.settled.length; count = this.settled.length)
      await Promise.all(this.settled.slice(count));
    const failures = [...this.failures];
    const yields = (yieldsTo: readonly string[]) => yieldsTo.some((other) => this.failures.has(other));
    const first = failures.find(([, failure]) => !yields(failure.yieldsTo)) ?? failures[0];
    if (first) throw first[1].error;
    return this.warnings;
  }

  /** Waits for `needs`, then runs the phase unless the build has failed meanwhile. */
  private async start<const Needs extends readonly Promise<unknown>[], T>(
    name: string,
    needs: Needs,
    run: (...made: Made<Needs>) => Promise<T>,
    timed: boolean,
  ): Promise<T> {
    const made: Made<Needs> = await Promise.all(needs).catch(() => {
      throw new NotRun();
    });
    if (this.failures.size > 0) throw new NotRun();
    return timed ? this.timer.run(name, () => run(...made)) : run(...made);
  }
}
