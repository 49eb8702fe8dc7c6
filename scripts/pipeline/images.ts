// Writes AVIF and WebP versions of the PNG and JPEG images of public/ that pages show (shownImages: covers and
// images in post bodies), each at the widths of `imageWidths` (src/content/shared/images.ts), with sharp; encoded
// files are kept as blobs in the cache's images folder (store.ts) by the key of the source, the settings and this
// module's code (code-key.ts), and the width, so a rebuild converts only new or changed images. A file of public/
// that no page shows is copied as it is: nothing would ask for its encodings.
import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { encodedImagePath, imageFormats, imageWidths, type ImageFormat } from "../../src/content/shared/images.ts";
import { codeKey } from "../cache/code-key.ts";
import { cacheFolder, cacheKey, touchEntry, tryOrRemake, writeBlobOrThrow } from "../cache/store.ts";
import { encoderEnv } from "../shared/child-env.ts";
import { startSideProcess } from "../shared/side-process.ts";

const defaultCacheDir = cacheFolder("images");
/**
 * The encoders' settings, also part of each cached file's key. AVIF at quality 42 and effort 2: on public/'s flat
 * drawings no visible loss (mean difference 0.4 of 255) for a fifth fewer bytes than quality 55, and effort 2 takes
 * about half the CPU of effort 3 (decision 48).
 */
const settings = { avif: { quality: 42, effort: 2 }, webp: { quality: 78 } } as const;
const settingsKey = JSON.stringify(settings);

/** The files under `dir` of the images at `sitePaths` (`/images/x.png`), those that exist. */
function rastersIn(dir: string, sitePaths: readonly string[]): string[] {
  return sitePaths.map((sitePath) => path.join(dir, ...sitePath.split("/"))).filter((file) => existsSync(file));
}

/**
 * The cached file of each format and listed width, by the output file the pages name (`encodedImagePath`); a width past
 * the image's own is its own width, encoded once.
 */
type Encodings = Map<string, string>;

/**
 * sharp, loaded on first use: a build whose pages show no image of public/ never needs it, and loading it (libvips
 * and 60 modules) costs the build's own thread about 0.2 s of CPU.
 */
const loadSharp = async () => (await import("sharp")).default;

/** The cached file of each format and listed width of `file`, and whether each is still to be made. */
async function plan(file: string, cacheDir: string) {
  const source = await readFile(file);
  const hash = cacheKey(source, settingsKey, await codeKey(import.meta.url));
  const sharp = await loadSharp();
  const { width: own = Infinity } = await sharp(source).metadata();
  const encodings: Encodings = new Map();
  const missing: Array<{ format: ImageFormat; width: number; cached: string }> = [];
  for (const width of imageWidths) {
    const made = Math.min(width, own);
    for (const format of imageFormats) {
      const cached = path.join(cacheDir, `${hash}-${made}.${format}`);
      encodings.set(encodedImagePath(file, format, width), cached);
      if (existsSync(cached)) void touchEntry(cached);
      else if (!missing.some((one) => one.cached === cached)) missing.push({ format, width: made, cached });
    }
  }
  return { source, encodings, missing };
}

/** Makes the cached AVIF and WebP of `file` at every width if they are missing, one after another. */
async function encode(file: string, cacheDir: string): Promise<Encodings> {
  const { source, encodings, missing } = await plan(file, cacheDir);
  const sharp = await loadSharp();
  for (const { format, width, cached } of missing) {
    const image = sharp(source).resize({ width, withoutEnlargement: true });
    await writeBlobOrThrow(
      cached,
      await (format === "avif" ? image.avif(settings.avif) : image.webp(settings.webp)).toBuffer(),
    );
  }
  return encodings;
}

/** What the image encoder's process is sent: the images at `images` (site paths) under `sourceDir`. */
export interface EncoderMessage {
  sourceDir: string;
  images: string[];
  cacheDir: string;
}

/** Encodes the images into the cache, one at a time (the image encoder's process runs this). */
export async function encodeAll({ sourceDir, images, cacheDir }: EncoderMessage): Promise<number> {
  await mkdir(cacheDir, { recursive: true });
  const files = rastersIn(sourceDir, images);
  for (const file of files) await encode(file, cacheDir);
  return files.length;
}

/**
 * Encodes the images at `images` (site paths) in `sourceDir` (public/) into the cache, in a process of its own when
 * any encoding is missing: the encoder's buffers and threads' allocations then never add to the build's own peak
 * (decision 48), and it runs beside Vite and the prerender. glibc's arenas are capped there, which halves what the
 * encoder's threads keep.
 */
export async function encodeModernImages(
  sourceDir: string,
  images: readonly string[],
  cacheDir = defaultCacheDir,
): Promise<{ maxRssMb: number; cpuMs: number }> {
  const plans = await Promise.all(rastersIn(sourceDir, images).map((file) => plan(file, cacheDir)));
  if (plans.every(({ missing }) => missing.length === 0)) return { maxRssMb: 0, cpuMs: 0 };
  const encoder = startSideProcess<EncoderMessage, number>(
    new URL("./image-encoder.ts", import.meta.url),
    "Encoding the images in AVIF and WebP",
    { env: encoderEnv(), background: true },
  );
  await encoder.send({ sourceDir, images: [...images], cacheDir });
  const { maxRssMb, cpuMs } = await encoder.result();
  return { maxRssMb, cpuMs };
}

/**
 * Writes every encoding of the images at `images` (site paths) in `outDir` beside each (`encodedImagePath`), from the
 * cache (encoding here any that `encodeModernImages` did not make); returns how many images.
 */
export async function writeModernImages(
  outDir: string,
  images: readonly string[],
  cacheDir = defaultCacheDir,
): Promise<number> {
  const rasters = rastersIn(outDir, images);
  await mkdir(cacheDir, { recursive: true });
  await Promise.all(
    rasters.map(async (file) => {
      const copy = async () => {
        for (const [target, cached] of await encode(file, cacheDir)) await copyFile(cached, target);
      };
      // An encoding removed between its check and its copy is made again.
      await tryOrRemake(copy, () => encode(file, cacheDir));
    }),
  );
  return rasters.length;
}
