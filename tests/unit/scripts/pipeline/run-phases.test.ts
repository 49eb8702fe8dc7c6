// The build's scheduler: phases start once what they need has finished, a failed phase fails the build with a
// BuildError naming it, and an optional phase's failure is a warning that says what was skipped.
import { describe, expect, it } from "vitest";
import { BuildError, PhaseFailure } from "../../../../scripts/pipeline/build-error.ts";
import { PhaseTimer } from "../../../../scripts/pipeline/phase-timer.ts";
import { runPhases, type Phase } from "../../../../scripts/pipeline/run-phases.ts";

const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));

/** Phases that log when each starts and ends, after `ms[name]` milliseconds (5 by default). */
function logged(specs: Array<Omit<Phase, "run"> & { fail?: string; ms?: number }>) {
  const log: string[] = [];
  const phases: Phase[] = specs.map(({ fail, ms, ...phase }) => ({
    ...phase,
    run: async () => {
      log.push(`start ${phase.name}`);
      await tick(ms);
      if (fail) throw new Error(fail);
      log.push(`end ${phase.name}`);
    },
  }));
  return { log, phases };
}

describe("runPhases", () => {
  it("starts each phase once what it needs has finished, side by side where the needs allow", async () => {
    const { log, phases } = logged([
      { name: "swap", needs: ["render", "extras"] },
      { name: "render", needs: ["bundle", "check"] },
      { name: "extras", needs: ["check"], ms: 1 },
      { name: "bundle", needs: [], ms: 20 },
      { name: "check", needs: [] },
    ]);
    const timer = new PhaseTimer();
    expect(await runPhases(phases, { timer })).toEqual([]);
    expect(log.slice(0, 2)).toEqual(["start bundle", "start check"]);
    expect(log.indexOf("start render")).toBeGreaterThan(log.indexOf("end bundle"));
    expect(log.indexOf("start extras")).toBeLessThan(log.indexOf("end bundle"));
    expect(log.at(-2)).toBe("start swap");
    expect([...timer.times.keys()].sort()).toEqual(["bundle", "check", "extras", "render", "swap"]);
  });

  it("fails with a BuildError naming the failed phase, starts nothing after it and lets running phases finish", async () => {
    const stopped: string[] = [];
    const { log, phases } = logged([
      { name: "bundle", needs: [], ms: 30 },
      { name: "check", needs: [], fail: "the data has errors" },
      { name: "render", needs: ["bundle", "check"] },
    ]);
    const failing = runPhases(phases, { timer: new PhaseTimer(), stop: () => stopped.push("stop") });
    await expect(failing).rejects.toBeInstanceOf(BuildError);
    const error = (await failing.catch((caught: unknown) => caught)) as BuildError;
    expect(error).toMatchObject({ phase: "check", kind: "phase", reason: "the data has errors" });
    expect(error.message).toBe("the data has errors");
    expect(stopped).toEqual(["stop"]);
    expect(log).toContain("end bundle");
    expect(log).not.toContain("start render");
  });

  it("reports the failure another one follows from: Vite failing on the site file the data check rejects", async () => {
    const { phases } = logged([
      { name: "bundle", needs: [], fail: "Vite could not build the bundles", ms: 1, yieldsTo: ["check data"] },
      { name: "check data", needs: [], fail: "the data has errors", ms: 20 },
    ]);
    await expect(runPhases(phases, { timer: new PhaseTimer() })).rejects.toMatchObject({ phase: "check data" });
  });

  it("keeps the kind and problems a phase gives its failure", async () => {
    const phases: Phase[] = [
      {
        name: "verify",
        needs: [],
        run: () => Promise.reject(new PhaseFailure("pages", "2 problems", ["a.html: no title", "b.html: no title"])),
      },
    ];
    await expect(runPhases(phases, { timer: new PhaseTimer() })).rejects.toMatchObject({
      phase: "verify",
      kind: "pages",
      problems: ["a.html: no title", "b.html: no title"],
    });
  });

  it("records an optional phase's failure, and the optional phases that needed it, as warnings and goes on", async () => {
    const { log, phases } = logged([
      { name: "prune", needs: [], fail: "EACCES", skipped: "Old caches were left in place" },
      { name: "report", needs: ["prune"], skipped: "No report of the pruned caches" },
      { name: "render", needs: [] },
    ]);
    expect(await runPhases(phases, { timer: new PhaseTimer() })).toEqual([
      "Old caches were left in place (prune: EACCES)",
      "No report of the pruned caches (report: not run, as prune failed)",
    ]);
    expect(log).toContain("end render");
    expect(log).not.toContain("start report");
  });

  it("refuses needs that name no phase, a required phase that needs an optional one, and needs in a circle", async () => {
    const timer = new PhaseTimer();
    const run = () => Promise.resolve();
    await expect(runPhases([{ name: "a", needs: ["b"], run }], { timer })).rejects.toThrow('"b", which is not a phase');
    await expect(
      runPhases(
        [
          { name: "a", needs: ["b"], run },
          { name: "b", needs: [], run, skipped: "b" },
        ],
        { timer },
      ),
    ).rejects.toThrow("cannot need the optional phase");
    await expect(
      runPhases(
        [
          { name: "a", needs: ["b"], run },
          { name: "b", needs: ["a"], run },
        ],
        { timer },
      ),
    ).rejects.toThrow("need each other");
  });
});
