// Writes AVIF and WebP versions of every PNG and JPEG the build copied from public/, each at the widths of
// `imageWidths` (src/content/shared/images.ts), with sharp; encoded files are kept in .cache/images by a hash of the
// source, the settings and the width, so a rebuild converts only new or changed images.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile, readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { imageFormats, imageWidths, type ImageFormat } from "../../src/content/shared/images.ts";
import { writeCacheFile } from "../shared/cache-file.ts";

const cacheDir = path.resolve(".cache", "images");
/**
 * The encoders' settings, also part of each cached file's key. AVIF at effort 3 rather than 4: the same quality
 * (PSNR within ±0.7 dB on public/'s images) and 2% more bytes, for about a third of the CPU (decision 31).
 */
const settings = { avif: { quality: 55, effort: 3 }, webp: { quality: 78 } } as const;
const settingsKey = JSON.stringify(settings);

async function listRasters(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile() && /\.(png|jpe?g)$/i.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

/** The cached file of each format and listed width; a width past the image's own is its own width, encoded once. */
type Encodings = Map<string, string>;
const encodingName = (format: ImageFormat, width: number) => `${width}.${format}`;

/** Makes the cached AVIF and WebP of `file` at every width if they are missing. */
async function encode(file: string): Promise<Encodings> {
  const source = await readFile(file);
  const hash = createHash("sha1").update(source).update(settingsKey).digest("hex");
  const { width: own = Infinity } = await sharp(source).metadata();
  const encodings: Encodings = new Map();
  for (const width of imageWidths) {
    const made = Math.min(width, own);
    for (const format of imageFormats) {
      const cached = path.join(cacheDir, `${hash}-${made}.${format}`);
      encodings.set(encodingName(format, width), cached);
      if (existsSync(cached)) continue;
      const image = sharp(source).resize({ width: made, withoutEnlargement: true });
      await writeCacheFile(cached, (partial) =>
        (format === "avif" ? image.avif(settings.avif) : image.webp(settings.webp)).toFile(partial),
      );
    }
  }
  return encodings;
}

/**
 * Encodes the images in `sourceDir` (public/) into the cache, all at once: AVIF encoding is most of the time of a
 * small site's build, so the build starts it first and lets it run beside the data check and Vite.
 */
export async function encodeModernImages(sourceDir: string): Promise<void> {
  await mkdir(cacheDir, { recursive: true });
  await Promise.all((await listRasters(sourceDir)).map(encode));
}

/** Writes every encoding of every PNG and JPEG in `outDir` beside it (`encodedImagePath`); returns how many images. */
export async function writeModernImages(outDir: string): Promise<number> {
  const rasters = await listRasters(outDir);
  await mkdir(cacheDir, { recursive: true });
  await Promise.all(
    rasters.map(async (file) => {
      const encodings = await encode(file);
      const stem = file.replace(/\.[^.]+$/, "");
      for (const [name, cached] of encodings) await copyFile(cached, `${stem}-${name}`);
    }),
  );
  return rasters.length;
}
