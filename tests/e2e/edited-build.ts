// A real build of data/ with some files edited, served as `npm start` serves dist/ on a free port: for browser tests
// of a setting the shipped data leaves unset.
import { rm } from "node:fs/promises";
import { removeTempDirs, runBuild, serveBuild, tempDataTree, tempDir } from "../build/helpers.ts";
import { serverOutDir } from "../../scripts/pipeline/vite-builds.ts";

export interface EditedBuild {
  origin: string;
  /** Stops the server and removes the data tree and the build. */
  close: () => Promise<void>;
}

/** Builds data/ with `edits` (see `tempDataTree`) and serves it; throws with the build's output if it fails. */
export async function serveEditedBuild(name: string, edits: Parameters<typeof tempDataTree>[0]): Promise<EditedBuild> {
  const data = await tempDataTree(edits);
  const outDir = await tempDir(`fp-${name}-`);
  const run = await runBuild({ DATA_DIR: data, OUT_DIR: outDir });
  if (run.code !== 0) throw new Error(`The ${name} build failed:\n${run.output}`);
  const served = await serveBuild(outDir);
  return {
    origin: served.origin,
    close: async () => {
      served.close();
      await removeTempDirs();
      await rm(serverOutDir(process.cwd(), outDir), { recursive: true, force: true });
    },
  };
}
