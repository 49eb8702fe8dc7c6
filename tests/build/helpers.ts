// Helpers for build tests: run the real build into temporary folders, with temporary data trees.
import { execFile } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

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

/** A copy of data/ in a temp folder, changed by `edit` (file path → new content, or a function of the old). */
export async function tempDataTree(edits: Record<string, string | ((old: string) => string)> = {}): Promise<string> {
  const dir = await tempDir("fp-data-");
  await cp("data", dir, { recursive: true });
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
export async function runBuild(env: { DATA_DIR?: string; OUT_DIR: string }, args: readonly string[] = []): Promise<BuildRun> {
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", "scripts/build.ts", ...args], { env: { ...process.env, ...env } });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
  }
}
