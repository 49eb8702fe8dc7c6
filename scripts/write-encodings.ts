// `npm run encodings`: writes the AVIF and WebP encodings of public/'s PNG and JPEG images into public-encodings/
// (run after changing one of them), so a fresh clone's first build copies them instead of encoding (images.ts).
// tests/unit/scripts/pipeline/prebuilt-encodings.test.ts fails while they differ from what the encoder makes.
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { encodeImage, encodingsToMake, prebuiltFile } from "./pipeline/images.ts";

const files = await readdir(path.resolve("public"), { recursive: true, withFileTypes: true });
const rasters = files.filter((one) => one.isFile() && /\.(png|jpe?g)$/i.test(one.name));
const folder = path.dirname(prebuiltFile(Buffer.alloc(0), 0, "avif"));
await rm(folder, { recursive: true, force: true });
await mkdir(folder, { recursive: true });
for (const raster of rasters) {
  const source = await readFile(path.join(raster.parentPath, raster.name));
  for (const { made, format } of await encodingsToMake(source))
    await writeFile(prebuiltFile(source, made, format), await encodeImage(source, made, format));
}
console.log(`Wrote the encodings of ${rasters.length} images into ${path.relative(".", folder)}/.`);
