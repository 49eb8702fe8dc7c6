// The build side of the output table (src/content/outputs/output-files.ts): writes the rows the table makes, and
// names the function behind each row made on this side, so a new kind of maker cannot go unwritten. The build's
// phases (build-phases.ts) call each through this table, but for `vite`: the bundle phase starts Vite's process before
// the content core (which this table loads) is imported (decision 50), so it calls startBundles itself.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import {
  madeByTable,
  outputFiles,
  outputTexts,
  type BuildSideMaker,
  type OutputInput,
} from "../../src/content/outputs/output-files.ts";
import { prerenderPages } from "../prerender/prerender.ts";
import { updateUrlRecord, writeRedirectPages, writeSearchIndex } from "../search/search-and-redirect-files.ts";
import { placeSocialCards } from "../cards/social-cards.ts";
import { startBundles } from "./vite-builds.ts";
import { copyAdmin } from "../admin/build-admin.ts";

/** The function behind each maker the table names on the build side. */
export const outputMakers = {
  vite: startBundles,
  prerender: prerenderPages,
  "social cards": placeSocialCards,
  "search index": writeSearchIndex,
  "url record": updateUrlRecord,
  admin: copyAdmin,
} satisfies Record<BuildSideMaker, (...args: never[]) => unknown>;

/** Writes every file the table makes from the content into `outDir`, and a page at each old address. */
export async function writeOutputFiles(outDir: string, input: OutputInput): Promise<void> {
  for (const file of outputFiles.filter(madeByTable))
    for (const [name, text] of outputTexts(file, input)) await writeFile(path.join(outDir, name), text);
  await writeRedirectPages(outDir, input.content);
}
