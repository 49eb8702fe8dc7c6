// Draws social cards: text cards laid out with satori (fonts embedded from @fontsource, so every machine draws the
// same picture), rasterised with resvg and encoded by sharp; post covers cropped with sharp. Loaded only by the
// card drawer's own process (card-drawer.ts), so the build's process never holds satori's layout garbage.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { renderAsync } from "@resvg/resvg-js";
import satori from "satori";
import sharp from "sharp";
import { socialCardSize, type SocialCard } from "../../src/content/blog/social-cards.ts";
import type { Site } from "../../src/content/shared/types.ts";
import { writeCacheFile } from "../shared/cache-file.ts";
import { cardElement } from "./card-template.ts";

/** Cards in hand at once: one is laid out on this thread while the others are rasterised and encoded on libuv's. */
const lanes = 4;
const require = createRequire(import.meta.url);
const fontFile = (pkg: string, file: string) => require.resolve(`${pkg}/files/${file}`);

let fonts: Promise<Parameters<typeof satori>[1]["fonts"]> | undefined;
function loadFonts() {
  fonts ??= Promise.all(
    [
      ["Inter", 400, fontFile("@fontsource/inter", "inter-latin-400-normal.woff")],
      ["Inter", 600, fontFile("@fontsource/inter", "inter-latin-600-normal.woff")],
      ["Fraunces", 600, fontFile("@fontsource/fraunces", "fraunces-latin-600-normal.woff")],
    ].map(async ([name, weight, file]) => ({
      name: name as string,
      weight: weight as 400 | 600,
      style: "normal" as const,
      data: await readFile(file as string),
    })),
  );
  return fonts;
}

/** A text card laid out by satori, as SVG with its text in outlines. */
export async function cardSvg(card: Extract<SocialCard, { kind: "text" }>, site: Site): Promise<string> {
  return satori(cardElement(card, site.name, new URL(site.url).host) as Parameters<typeof satori>[0], {
    ...socialCardSize,
    fonts: await loadFonts(),
  });
}

/** resvg's options for a card. */
export const rasterOptions = {
  fitTo: { mode: "width", value: socialCardSize.width },
  font: { loadSystemFonts: false },
} as const;

async function drawText(card: Extract<SocialCard, { kind: "text" }>, site: Site): Promise<Buffer> {
  const svg = await cardSvg(card, site);
  // Satori has already turned the text into outlines, so resvg needs no fonts of its own. It rasterises on libuv's
  // thread pool. The card is opaque (its ground fills it), so resvg's premultiplied pixels are the plain ones, and
  // sharp's PNG of their RGB at level 4 (about 40 kB) holds the very pixels of resvg's own PNG (about 47 kB) for
  // less than half its CPU. A palette PNG would be half the size but cost 45 ms a card (decision 31).
  const image = await renderAsync(svg, rasterOptions);
  return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } })
    .removeAlpha()
    .png({ compressionLevel: 4 })
    .toBuffer();
}

async function drawCover(source: string): Promise<Buffer> {
  return sharp(await readFile(source))
    .resize({ ...socialCardSize, fit: "cover" })
    .png()
    .toBuffer();
}

/** One card to draw into the cache file `cached`; a cover card's picture is read from `source`. */
export interface CardJob {
  card: SocialCard;
  cached: string;
  source?: string;
}

/** Draws every job, `lanes` at a time, each into its cache file. */
export async function drawCards(jobs: readonly CardJob[], site: Site): Promise<void> {
  let next = 0;
  const lane = async () => {
    for (let job = jobs[next++]; job; job = jobs[next++]) {
      const png = job.card.kind === "cover" ? await drawCover(job.source!) : await drawText(job.card, site);
      await writeCacheFile(job.cached, png);
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
}
