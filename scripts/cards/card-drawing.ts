// Draws social cards: text cards painted on a Skia canvas (@napi-rs/canvas, fonts from @fontsource, so every machine
// draws the same picture) and encoded by sharp; post covers cropped with sharp. Loaded only by the card drawers' own
// processes (card-drawer.ts), so the build's process never holds their pixels.
import { readFile } from "node:fs/promises";
import { createCanvas, type Canvas } from "@napi-rs/canvas";
import sharp from "sharp";
import { socialCardSize, type SocialCard } from "../../src/content/head/social-cards.ts";
import type { Site } from "../../src/content/shared/types.ts";
import { writeBlobOrThrow } from "../cache/store.ts";
import { paintCard } from "./card-template.ts";

/** Cards in hand at once: one is painted on this thread while the others are encoded on libuv's. */
const lanes = 3;
/**
 * sharp's PNG of the card's RGB, zlib level 1 without adaptive filtering: the cheapest measured PNG, about 1.4 ms a
 * card less than level 3 for 81 kB instead of 66 kB (decision 97; no page loads a card, a crawler fetches it once).
 */
export const cardPng = { compressionLevel: 1, adaptiveFiltering: false } as const;

let canvas: Canvas | undefined;
/**
 * A text card's pixels: RGBA, 1200×630, opaque (its ground fills it, so premultiplied pixels are the plain ones).
 * One canvas serves every card, painted over in full. Skia rasterises when the pixels are read; `willReadFrequently`
 * keeps the canvas in memory for that read, which costs about a third less CPU than the default (decision 40).
 */
function paintText(card: Extract<SocialCard, { kind: "text" }>, site: Site): Buffer {
  canvas ??= createCanvas(socialCardSize.width, socialCardSize.height);
  const context = canvas.getContext("2d", { willReadFrequently: true });
  paintCard(context, card, site.name, new URL(site.url).host);
  return canvas.data();
}

async function drawText(card: Extract<SocialCard, { kind: "text" }>, site: Site): Promise<Buffer> {
  return sharp(paintText(card, site), { raw: { ...socialCardSize, channels: 4 } })
    .removeAlpha()
    .png(cardPng)
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
      await writeBlobOrThrow(job.cached, png);
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
}
