// Helpers for build tests: run the real build into temporary folders, with temporary data trees.
import { execFile } from "node:child_process";
import type { AddressInfo } from "node:net";
import { copyFile, cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { loadDataFolder } from "../../scripts/check/check-data.ts";
import { createStaticServer } from "../../scripts/server/static-server.ts";
import type { Content } from "../../src/content/shared/types.ts";

const run = promisify(execFile);

/** The built-in data/, loaded and checked as the build does. */
export async function builtInContent(): Promise<Content> {
  const result = await loadDataFolder(path.resolve("data"), { root: process.cwd() });
  if (!result.content) throw new Error("data/ does not validate");
  return result.content;
}

/** The build under test: `dist/` from `npm run build` (npm test builds first), or OUT_DIR. */
export const distDir = path.resolve(process.env.OUT_DIR ?? "dist");

export async function readDist(file: string): Promise<string> {
  return readFile(path.join(distDir, file), "utf8").catch(() => {
    throw new Error(`${path.join(distDir, file)} is missing: run \`npm run build\` before the build tests`);
  });
}

const made: string[] = [];

/** A new temporary folder, its name starting with `prefix`; `removeTempDirs` removes it after the file's tests. */
export async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** Removes every folder `tempDir` made: call it in `afterAll`. */
export async function removeTempDirs(): Promise<void> {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

/**
 * A copy of data/ in a temp folder, changed by `edit` (file path → new content, or a function of the old). The
 * copy starts as a fresh site, without data/'s record of published addresses, so a test may rename or remove
 * posts freely; an edit of `published-urls.json` gives it one.
 */
export async function tempDataTree(edits: Record<string, string | ((old: string) => string)> = {}): Promise<string> {
  const dir = await tempDir("fp-data-");
  await cp("data", dir, { recursive: true, filter: (source) => path.basename(source) !== "published-urls.json" });
  for (const [file, edit] of Object.entries(edits)) {
    const target = path.join(dir, file);
    const next = typeof edit === "string" ? edit : edit(await readFile(target, "utf8"));
    await writeFile(target, next);
  }
  return dir;
}

export interface BuildRun {
  code: number;
  output: string;
}

/** Runs `scripts/build.ts` with the given data and output folders (and flags); never throws on a failed build. */
export async function runBuild(
  env: { DATA_DIR?: string; OUT_DIR: string },
  args: readonly string[] = [],
): Promise<BuildRun> {
  return runScript("scripts/build.ts", env, args);
}

/** Runs a script of `scripts/` with `env` added (and flags); never throws when it fails. */
export async function runScript(
  script: string,
  env: Record<string, string>,
  args: readonly string[] = [],
): Promise<BuildRun> {
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", script, ...args], {
      env: { ...process.env, ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
  }
}

/** `npm start`'s server over `dir` on a free port: its origin, and a function that stops it. */
export async function serveBuild(dir: string, basePath = "/"): Promise<{ origin: string; close: () => void }> {
  const server = createStaticServer({ dir, basePath });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  return { origin: `http://localhost:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

/** A copy of the project's files (tracked or new, not ignored; docs/ and tests/ left out) in `dir`, packages linked. */
export async function copyProject(dir: string): Promise<void> {
  const { stdout } = await run("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    maxBuffer: 16 * 1024 * 1024,
  });
  const files = stdout.split("\0").filter((file) => file !== "" && !/^(docs|tests)\//.test(file));
  for (const file of files) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await copyFile(file, path.join(dir, file)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") throw error; // deleted in the work tree, not yet in git's index
    });
  }
  await symlink(path.resolve("node_modules"), path.join(dir, "node_modules"));
}
