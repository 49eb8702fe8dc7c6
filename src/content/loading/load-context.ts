// What each collection's loader is given (../site/collections.ts): the checker, the data files, the build's options,
// and the collection's one file when it is a single file.
import type { Checker, DataFile } from "../checking/checker.ts";
import type { CheckBody } from "../body/post-body.ts";
import type { PublicFiles } from "../checking/public-files.ts";
import type { SiteInput } from "../schemas/site.ts";

export interface PublishOptions {
  /** The build's date, yyyy-mm-dd: a post published after it is scheduled. Without it, no post is scheduled. */
  today?: string;
  /** The dev server's view: held-back posts are listed too, marked with their status. */
  preview?: boolean;
}

/** What loading needs to know about the build it serves, besides publishing: a local preview build
 * (`npm run build` without `--production`) only warns about recorded addresses that vanished. */
export interface LoadOptions extends PublishOptions {
  vanishedUrls?: "error" | "warning";
  /** The address a pull request's preview is published at (PREVIEW_URL): it replaces site.json's `url`. */
  previewUrl?: string;
}

export interface LoadContext {
  checker: Checker;
  /** Every file of the data tree. */
  files: readonly DataFile[];
  /** A single-file collection's file; undefined when it is missing (already reported if required) or unreadable. */
  file: DataFile | undefined;
  options: LoadOptions;
  checkBody: CheckBody;
  /** The files in `public/`: with them, every local image the data names must be one of them. */
  publicFiles?: PublicFiles;
}

/** What a loader may read of the collections loaded before it (the table's order). */
export interface EarlierCollections {
  site?: SiteInput | undefined;
}
