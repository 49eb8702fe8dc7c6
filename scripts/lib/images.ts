// Writes AVIF and WebP versions beside every PNG and JPEG the build copied from public/, with sharp; encoded
// files are kept in .cache/images by the source's hash, so a rebuild converts only new or changed images.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile, readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const cacheDir = path.resolve(".cache", "images");

export async function writeModernImages(outDir: string): Promise<number> {
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  const rasters = entries.filter((e) => e.isFile() && /\.(png|jpe?g)$/i.test(e.name)).map((e) => path.join(e.parentPath, e.name));
  await mkdir(cacheDir, { recursive: true });
  for (const file of rasters) {
    const key = createHash("sha1").update(await readFile(file)).digest("hex");
    const stem = file.replace(/\.[^.]+$/, "");
    for (const format of ["avif", "webp"] as const) {
      const cached = path.join(cacheDir, `${key}.${format}`);
      if (!existsSync(cached)) {
        const image = sharp(file);
        await (format === "avif" ? image.avif({ quality: 55, effort: 4 }) : image.webp({ quality: 78 })).toFile(cached);
      }
      await copyFile(cached, `${stem}.${format}`);
    }
  }
  return rasters.length;
}
