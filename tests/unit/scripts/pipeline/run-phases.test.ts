// The build's scheduler: a phase starts once what it needs is made and gets those values, a failed phase fails the
// build with a BuildError naming it, and an optional phase's failure is a warning that says what was skipped. The
// `@ts-expect-error` lines are checked by `npm run typecheck`: a phase cannot read what no earlier phase makes.
import { describe, expect, it } from "vitest";
import { BuildError, PhaseFailure } from "../../../../scripts/pipeline/build-error.ts";
import { PhaseTimer } from "../../../../scripts/pipeline/phase-timer.ts";
import { PhaseRunner } from "../../../../scripts/pipeline/run-phases.ts";

const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));

/** A phase body that logs when it starts and ends, after `ms` milliseconds, then makes `value` (or throws `fail`). */
function logging(log: string[]) {
  return <T>(name: string, value: T, { ms = 5, fail }: { ms?: number; fail?: string } = {}) =>
    async () => {
      log.push(`start ${name}`);
      await tick(ms);
      if (fail) throw new Error(fail);
      log.push(`end ${name}`);
      return value;
    };
}

describe("PhaseRunner", () => {
  it("starts each phase once what it needs is made, side by side where the needs allow, with the values made", async () => {
    const log: string[] = [];
    const body = logging(log);
    const timer = new PhaseTimer();
    const phases = new PhaseRunner(timer);
    const bundle = phases.phase("bundle", [], body("bundle", { entry: "server.js" }, { ms: 20 }));
    const check = phases.phase("check", [], body("check", { pages: ["/", "/blog/"] }));
    const extras = phases.phase("extras", [check], async ({ pages }) => {
      log.push("start extras");
      return pages.length;
    });
    const render = phases.phase("render", [bundle, check], async ({ entry }, { pages }) => {
      log.push("start render");
      return pages.map((page) => `${entry}:${page}`);
    });
    const swap = phases.phase("swap", [render, extras], async (rendered, count) => `${rendered.join(",")} ${count}`);
    expect(await phases.finish()).toEqual([]);
    expect(await swap).toBe("server.js:/,server.js:/blog/ 2");
    expect(log.slice(0, 2)).toEqual(["start bundle", "start check"]);
    expect(log.indexOf("start render")).toBeGreaterThan(log.indexOf("end bundle"));
    expect(log.indexOf("start extras")).toBeLessThan(log.indexOf("end bundle"));
    expect([...timer.times.keys()].sort()).toEqual(["bundle", "check", "extras", "render", "swap"]);
  });

  it("fails with a BuildError naming the failed phase, starts nothing after it and lets running phases finish", async () => {
    const stopped: string[] = [];
    const log: string[] = [];
    const body = logging(log);
    const phases = new PhaseRunner(new PhaseTimer(), () => stopped.push("stop"));
    const bundle = phases.phase("bundle", [], body("bundle", 1, { ms: 30 }));
    const check = phases.phase("check", [], body("check", 2, { fail: "the data has errors" }));
    phases.phase("render", [bundle], body("render", 3));
    phases.phase("extras", [check], body("extras", 4));
    const error = await phases.finish().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BuildError);
    expect(error).toMatchObject({ phase: "check", kind: "phase", reason: "the data has errors" });
    expect((error as BuildError).message).toBe("the data has errors");
    expect(stopped).toEqual(["stop"]);
    expect(log).toContain("end bundle");
    expect(log).not.toContain("start render");
    expect(log).not.toContain("start extras");
  });

  it("reports the failure another one follows from: Vite failing on the site file the data check rejects", async () => {
    const body = logging([]);
    const phases = new PhaseRunner(new PhaseTimer());
    phases.phase("bundle", [], body("bundle", 1, { ms: 1, fail: "Vite could not build the bundles" }), {
      yieldsTo: ["check data"],
    });
    phases.phase("check data", [], body("check data", 2, { ms: 20, fail: "the data has errors" }));
    await expect(phases.finish()).rejects.toMatchObject({ phase: "check data" });
  });

  it("keeps the kind and problems a phase gives its failure", async () => {
    const phases = new PhaseRunner(new PhaseTimer());
    phases.phase("verify", [], () =>
      Promise.reject(new PhaseFailure("pages", "2 problems", ["a.html: no title", "b.html: no title"])),
    );
    await expect(phases.finish()).rejects.toMatchObject({
      phase: "verify",
      kind: "pages",
      problems: ["a.html: no title", "b.html: no title"],
    });
  });

  it("records an optional phase's failure as a warning and goes on; it does not run once the build has failed", async () => {
    const log: string[] = [];
    const body = logging(log);
    const going = new PhaseRunner(new PhaseTimer());
    const swap = going.phase("swap", [], body("swap", 1));
    going.optional("prune", [swap], body("prune", 2, { fail: "EACCES" }), { skipped: "Old caches were left in place" });
    going.phase("render", [], body("render", 3, { ms: 20 }));
    expect(await going.finish()).toEqual(["Old caches were left in place (prune: EACCES)"]);
    expect(log).toContain("end render");

    const failing = new PhaseRunner(new PhaseTimer());
    const broken = failing.phase("swap", [], body("broken swap", 1, { fail: "EXDEV" }));
    failing.optional("prune", [broken], body("late prune", 2), { skipped: "Old caches were left in place" });
    await expect(failing.finish()).rejects.toMatchObject({ phase: "swap", reason: "EXDEV" });
    expect(log).not.toContain("start late prune");
  });

  it("lets a phase read only what the phases declared before it make (checked by the type checker)", async () => {
    const phases = new PhaseRunner(new PhaseTimer());
    const check = phases.phase("check", [], async () => ({ pages: ["/"] }));
    // @ts-expect-error -- `check` makes pages, not a server entry.
    phases.phase("render", [check], async ({ serverEntry }) => serverEntry);
    // @ts-expect-error -- a need is what a phase makes, not a name.
    phases.phase("extras", ["check"], async () => undefined);
    const swap = phases.optional("prune", [check], async () => undefined, { skipped: "nothing" });
    // @ts-expect-error -- an optional phase makes nothing another phase can need.
    phases.phase("report", [swap], async () => undefined);
    await expect(phases.finish()).resolves.toEqual([]);
  });
});
