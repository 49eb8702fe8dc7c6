// Writes AVIF and WebP versions beside every PNG and JPEG the build copied from public/, with sharp; encoded
// files are kept in .cache/images by a hash of the source and the settings, so a rebuild converts only new or
// changed images.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile, readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { writeCacheFile } from "../shared/cache-file.ts";

const cacheDir = path.resolve(".cache", "images");
const formats = ["avif", "webp"] as const;
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

/** Makes the cached AVIF and WebP of `file` if they are missing; returns the cache key. */
async function encode(file: string): Promise<string> {
  const key = createHash("sha1")
    .update(await readFile(file))
    .update(settingsKey)
    .digest("hex");
  for (const format of formats) {
    const cached = path.join(cacheDir, `${key}.${format}`);
    if (existsSync(cached)) continue;
    const image = sharp(file);
    await writeCacheFile(cached, (partial) =>
      (format === "avif" ? image.avif(settings.avif) : image.webp(settings.webp)).toFile(partial),
    );
  }
  return key;
}

/**
 * Encodes the images in `sourceDir` (public/) into the cache, all at once: AVIF encoding is most of the time of a
 * small site's build, so the build starts it first and lets it run beside the data check and Vite.
 */
export async function encodeModernImages(sourceDir: string): Promise<void> {
  await mkdir(cacheDir, { recursive: true });
  await Promise.all((await listRasters(sourceDir)).map(encode));
}

export async function writeModernImages(outDir: string): Promise<number> {
  const rasters = await listRasters(outDir);
  await mkdir(cacheDir, { recursive: true });
  await Promise.all(
    rasters.map(async (file) => {
      const key = await encode(file);
      const stem = file.replace(/\.[^.]+$/, "");
      for (const format of formats) await copyFile(path.join(cacheDir, `${key}.${format}`), `${stem}.${format}`);
    }),
  );
  return rasters.length;
}
