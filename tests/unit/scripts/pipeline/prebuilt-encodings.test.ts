// The encodings committed in public-encodings/ (npm run encodings) are exactly what the build's encoder makes of
// public/'s images today: an image changed, added or removed without running `npm run encodings` fails here.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { encodeImage, encodingsToMake, prebuiltFile } from "../../../../scripts/pipeline/images.ts";

const root = new URL("../../../../", import.meta.url).pathname;

describe("public-encodings/", () => {
  it("holds each encoding of every PNG and JPEG image of public/, byte for byte as the encoder makes it, and no other", async () => {
    const files = await readdir(path.join(root, "public"), { recursive: true, withFileTypes: true });
    const rasters = files.filter((one) => one.isFile() && /\.(png|jpe?g)$/i.test(one.name));
    expect(rasters.length).toBeGreaterThan(0);
    const expected = new Set<string>();
    for (const raster of rasters) {
      const source = await readFile(path.join(raster.parentPath, raster.name));
      for (const { made, format } of await encodingsToMake(source)) {
        const file = prebuiltFile(source, made, format);
        if (expected.has(file)) continue;
        expected.add(file);
        const kept = await readFile(file).catch(() => null);
        expect(kept, `${raster.name} at ${made} px as ${format}: run npm run encodings`).not.toBeNull();
        expect(kept!.equals(await encodeImage(source, made, format)), `${file} differs: run npm run encodings`).toBe(
          true,
        );
      }
    }
    const folder = path.join(root, "public-encodings");
    expect((await readdir(folder)).map((name) => path.join(folder, name)).sort()).toEqual([...expected].sort());
  }, 60_000);
});
