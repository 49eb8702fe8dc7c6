// The one way a cache file in .cache/ is written: under a temporary name beside it, then renamed over it in one
// step. A run that stops or fails mid-way never leaves a truncated file where the next run would read it.
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

let written = 0;

/**
 * Writes `file` with `contents`, or with what `write` puts at the temporary path it is given (for a library that
 * writes files itself, such as sharp). On failure the temporary file is removed and `file` is left as it was.
 */
export async function writeCacheFile(
  file: string,
  contents: string | Uint8Array | ((temporary: string) => Promise<unknown>),
): Promise<void> {
  // Unique per process and per write: two builds, or two encodings of one image, never share a temporary file.
  const temporary = `${file}.${process.pid}-${++written}.tmp`;
  const folder = () => mkdir(path.dirname(file), { recursive: true });
  try {
    if (typeof contents === "function") {
      await folder();
      await contents(temporary);
    } else
      // The folder is made only when missing: a build writes a thousand files into one folder, and a recursive mkdir
      // before each cost more of the main thread than the writes (a build's profile at 1,000 posts).
      await writeFile(temporary, contents).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== "ENOENT") throw error;
        await folder();
        await writeFile(temporary, contents);
      });
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
