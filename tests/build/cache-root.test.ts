// Every cache follows the build's project folder (BuildOptions.root), not the folder the build was started from: a
// build of a copy of the project, run from another folder, keeps its pages, body checks, search texts and code keys
// in the copy's .cache/ and writes nothing where it was started.
import { execFile } from "node:child_process";
import { copyFile, mkdir, readdir, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { removeTempDirs, tempDir } from "./helpers.ts";

afterAll(removeTempDirs);

const run = promisify(execFile);

/** A copy of the project's files (tracked or new, not ignored; docs/ and tests/ left out) in `dir`, packages linked. */
async function copyProject(dir: string): Promise<void> {
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

describe("the build's caches", () => {
  it("are kept in the project's .cache/, none in the folder the build was started from", async () => {
    const root = await tempDir("fp-cache-root-");
    await copyProject(root);
    const elsewhere = await tempDir("fp-cache-cwd-");
    const script = path.join(elsewhere, "build.mjs");
    const runBuild = pathToFileURL(path.join(root, "scripts/pipeline/run-build.ts")).href;
    const options = { root, dataDir: "data", outDir: "dist" };
    await writeFile(
      script,
      `import { runBuild } from ${JSON.stringify(runBuild)};\nawait runBuild(${JSON.stringify(options)});\n`,
    );
    // tsx by its path: the working folder has no node_modules to find it in.
    const tsx = pathToFileURL(path.resolve("node_modules/tsx/dist/loader.mjs")).href;
    await run(process.execPath, ["--import", tsx, script], { cwd: elsewhere, maxBuffer: 16 * 1024 * 1024 });

    expect(await readdir(path.join(root, "dist"))).toContain("index.html");
    expect(await readdir(path.join(elsewhere, ".cache")).catch(() => []), "caches in the working folder").toEqual([]);
    expect(await readdir(elsewhere)).toEqual(["build.mjs"]);
    for (const namespace of ["pages", "bodies", "search-text", "code-keys"])
      expect((await readdir(path.join(root, ".cache", namespace)).catch(() => [])).length, namespace).toBeGreaterThan(
        0,
      );
  });
});
