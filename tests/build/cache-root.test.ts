// Every cache follows the build's project folder (BuildOptions.root), not the folder the build was started from: a
// build of a copy of the project, run from another folder, keeps its pages, body checks, search texts and code keys
// in the copy's .cache/ and writes nothing where it was started.
import { execFile } from "node:child_process";
import { readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { copyProject, removeTempDirs, tempDir } from "./helpers.ts";

afterAll(removeTempDirs);

const run = promisify(execFile);

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
