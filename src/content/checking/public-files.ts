// Local images named in data: each must be a normalised path to a file that exists in `public/`, said at the data file.
import { localPathPattern, localPathRule } from "../schemas/common.ts";

/** The files in `public/`, as paths relative to it with `/` (e.g. `images/cover.png`), listed by the scripts. */
export type PublicFiles = ReadonlySet<string>;

/** What is wrong with the image `src` (an https address or a site path), or null; null too when `files` is unknown. */
export function publicFileProblem(src: string, files: PublicFiles | undefined): string | null {
  if (!files || /^https:\/\//i.test(src)) return null;
  if (!localPathPattern.test(src))
    return `expected an image as a full https:// address or ${localPathRule}, found ${JSON.stringify(src.slice(0, 80))}`;
  if (!files.has(src.slice(1))) return `there is no file public${src}: add the image to public/, or correct the path`;
  return null;
}
