// What the build's command line loads before its first phase starts: Vite's process is started only once these
// modules are loaded, so nothing in them may load the content core or its schema library (decision 50). Zod alone
// is about 95 modules, 0.1 s of the critical path of a small site's build; it loads while Vite works instead.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../../..");
const scratch = mkdtempSync(path.join(os.tmpdir(), "startup-imports-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let runs = 0;

/** Every module (its URL) loaded by importing `modules` the way the command line does. */
function modulesLoaded(modules: string[], env: NodeJS.ProcessEnv = {}): string[] {
  const log = path.join(scratch, `${(runs += 1)}.log`);
  // A loader hook after tsx's: it sees every module the process loads, and writes its URL down.
  const hook = `import { appendFileSync } from "node:fs";
export async function load(url, context, next) { appendFileSync(${JSON.stringify(log)}, url + "\\n"); return next(url, context); }`;
  const hooked = `data:text/javascript,${encodeURIComponent(hook)}`;
  const register = `import { register } from "node:module"; register(${JSON.stringify(hooked)});`;
  const importing = modules.map((one) => `await import(${JSON.stringify(path.join(root, one))});`).join("\n");
  const environment = JSON.stringify(path.join(root, "scripts/shared/environment.ts"));
  const script = `${importing}\nconst { previewUrlFromEnv } = await import(${environment});\nawait previewUrlFromEnv();`;
  execFileSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "--import",
      `data:text/javascript,${encodeURIComponent(register)}`,
      "--input-type=module",
      "-e",
      script,
    ],
    { cwd: root, env: { ...process.env, PREVIEW_URL: "", ...env }, encoding: "utf8" },
  );
  return readFileSync(log, "utf8").trim().split("\n");
}

/** The packages (by name) of every module loaded by importing `modules`. */
const packagesLoaded = (modules: string[], env: NodeJS.ProcessEnv = {}) =>
  new Set(modulesLoaded(modules, env).flatMap((url) => /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1] ?? []));

describe("the build's start", () => {
  const commandLine = ["scripts/pipeline/build-error.ts", "scripts/pipeline/run-build.ts"];

  it("loads no schema library before its phases start (Vite's process starts first)", () => {
    const loaded = packagesLoaded(commandLine);
    expect(loaded.has("zod")).toBe(false);
    // The check is real: the content core does load it.
    expect(packagesLoaded(["scripts/pipeline/build-phases.ts"]).has("zod")).toBe(true);
  });

  it("loads the schema when PREVIEW_URL is set, to check it as site.json's url", () => {
    expect(packagesLoaded(commandLine, { PREVIEW_URL: "https://owner.github.io/site/pr-1/" }).has("zod")).toBe(true);
  });
});

describe("Vite's process of the build", () => {
  it("reads site.json with its schema alone: no loader or schema of another part of the content", () => {
    const loaded = modulesLoaded(["scripts/shared/site-file.ts"]).filter((url) => url.includes("/src/content/"));
    expect(loaded.some((url) => url.endsWith("/src/content/schemas/site.ts"))).toBe(true);
    expect(loaded.filter((url) => /\/src\/content\/(blog|home|resources|body|site\/collections)\b/.test(url))).toEqual(
      [],
    );
  });
});
