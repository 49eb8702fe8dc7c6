// Writes AVIF and WebP versions of the PNG and JPEG images of public/ that pages show (shownImages: covers and
// images in post bodies), each at the widths of `imageWidths` (src/content/shared/images.ts), with sharp; encoded
// files are kept as blobs in the cache's images folder (store.ts) by the key of the source, the settings and this
// module's code (code-key.ts), and the width, so a rebuild converts only new or changed images. The encodings of
// public/'s own images are also committed in public-encodings/ (`npm run encodings`), named by the source and the
// settings: a fresh clone's build takes them instead of encoding, and a test holds them to what the encoder makes.
// A file of public/ that no page shows is copied as it is: nothing would ask for its encodings.
import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { encodedImagePath, imageFormats, imageWidths, type ImageFormat } from "../../src/content/shared/images.ts";
import { codeKey } from "../cache/code-key.ts";
import { cacheFolder, cacheKey, touchEntry, tryOrRemake, writeBlobOrThrow } from "../cache/store.ts";
import { encoderEnv } from "../shared/child-env.ts";
import { startSideProcess } from "../shared/side-process.ts";

/**
 * The encoders' settings, also part of each cached file's key. AVIF at quality 42 and effort 2: on public/'s flat
 * drawings no visible loss (mean difference 0.4 of 255) for a fifth fewer bytes than quality 55, and effort 2 takes
 * about half the CPU of effort 3 (decision 48).
 */
const settings = { avif: { quality: 42, effort: 2 }, webp: { quality: 78 } } as const;
const settingsKey = JSON.stringify(settings);

/** The encodings made ahead (`npm run encodings`), found by the source's bytes and the settings alone. */
const prebuiltDir = fileURLToPath(new URL("../../public-encodings/", import.meta.url));
export const prebuiltFile = (source: Buffer, width: number, format: ImageFormat) =>
  path.join(prebuiltDir, `${cacheKey(source, settingsKey)}-${width}.${format}`);

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

/** The encodings to make of `source`: each format at each listed width, a width past the image's own at its own. */
export async function encodingsToMake(source: Buffer) {
  const { width: own = Infinity } = await (await loadSharp())(source).metadata();
  return imageWidths.flatMap((width) => imageFormats.map((format) => ({ width, made: Math.min(width, own), format })));
}

/** `source` encoded as `format` at `width`, with the build's settings. */
export async function encodeImage(source: Buffer, width: number, format: ImageFormat): Promise<Buffer> {
  const image = (await loadSharp())(source).resize({ width, withoutEnlargement: true });
  return (format === "avif" ? image.avif(settings.avif) : image.webp(settings.webp)).toBuffer();
}

/**
 * The file of each format and listed width of `file` (made ahead, or in the cache of the project at `root`), and which
 * are still to make.
 */
async function plan(file: string, root: string) {
  const [source, cacheDir] = [await readFile(file), cacheFolder("images", root)];
  const hash = cacheKey(source, settingsKey, await codeKey(root, import.meta.url));
  const encodings: Encodings = new Map();
  const missing: Array<{ format: ImageFormat; width: number; cached: string }> = [];
  for (const { width, made, format } of await encodingsToMake(source)) {
    const prebuilt = prebuiltFile(source, made, format);
    const cached = existsSync(prebuilt) ? prebuilt : path.join(cacheDir, `${hash}-${made}.${format}`);
    encodings.set(encodedImagePath(file, format, width), cached);
    if (cached === prebuilt) continue;
    if (existsSync(cached)) void touchEntry(cached);
    else if (!missing.some((one) => one.cached === cached)) missing.push({ format, width: made, cached });
  }
  return { source, encodings, missing };
}

/** Makes the cached AVIF and WebP of `file` at every width if they are missing, one after another. */
async function encode(file: string, root: string): Promise<Encodings> {
  const { source, encodings, missing } = await plan(file, root);
  for (const { format, width, cached } of missing)
    await writeBlobOrThrow(cached, await encodeImage(source, width, format));
  return encodings;
}

/** What the image encoder's process is sent: the images at `images` (site paths) under `sourceDir`, the project. */
export interface EncoderMessage {
  sourceDir: string;
  images: string[];
  root: string;
}

/** Encodes the images into the project's cache, one at a time (the image encoder's process runs this). */
export async function encodeAll({ sourceDir, images, root }: EncoderMessage): Promise<number> {
  await mkdir(cacheFolder("images", root), { recursive: true });
  const files = rastersIn(sourceDir, images);
  for (const file of files) await encode(file, root);
  return files.length;
}

/**
 * Encodes the images at `images` (site paths) in `sourceDir` (public/) into the cache of the project at `root`, in a
 * process of its own when any encoding is missing: the encoder's buffers and threads' allocations then never add to
 * the build's own peak (decision 48), and it runs beside Vite and the prerender. glibc's arenas are capped there,
 * which halves what the encoder's threads keep.
 */
export async function encodeModernImages(
  sourceDir: string,
  images: readonly string[],
  root: string,
): Promise<{ maxRssMb: number; cpuMs: number }> {
  const plans = await Promise.all(rastersIn(sourceDir, images).map((file) => plan(file, root)));
  if (plans.every(({ missing }) => missing.length === 0)) return { maxRssMb: 0, cpuMs: 0 };
  const encoder = startSideProcess<EncoderMessage, number>(
    new URL("./image-encoder.ts", import.meta.url),
    "Encoding the images in AVIF and WebP",
    { env: encoderEnv(), background: true },
  );
  await encoder.send({ sourceDir, images: [...images], root });
  const { maxRssMb, cpuMs } = await encoder.result();
  return { maxRssMb, cpuMs };
}

/**
 * Writes every encoding of the images at `images` (site paths) in `outDir` beside each (`encodedImagePath`), from the
 * cache of the project at `root` (encoding here any that `encodeModernImages` did not make); returns how many images.
 */
export async function writeModernImages(outDir: string, images: readonly string[], root: string): Promise<number> {
  const rasters = rastersIn(outDir, images);
  await mkdir(cacheFolder("images", root), { recursive: true });
  await Promise.all(
    rasters.map(async (file) => {
      const copy = async () => {
        for (const [target, cached] of await encode(file, root)) await copyFile(cached, target);
      };
      // An encoding removed between its check and its copy is made again.
      await tryOrRemake(copy, () => encode(file, root));
    }),
  );
  return rasters.length;
}
