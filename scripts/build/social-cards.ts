// Writes every social card (og:image) into the output's cards/ folder: text cards drawn with satori (fonts
// embedded from @fontsource, so every machine draws the same picture), rasterised with resvg and encoded by sharp;
// post covers cropped with sharp. Each PNG is kept in .cache/cards by a hash of what it shows, so a rebuild
// redraws nothing. Drawing needs only the site's data and public/, so the build runs it beside Vite and the
// prerender (`drawSocialCards`), and copies the cards into its output at the end (`placeSocialCards`).
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { renderAsync } from "@resvg/resvg-js";
import satori from "satori";
import sharp from "sharp";
import { paths } from "../../src/content/paths.ts";
import { socialCardPath, socialCardSize, type SocialCard } from "../../src/content/social-cards.ts";
import type { Site } from "../../src/content/types.ts";
import { writeCacheFile } from "../shared/cache-file.ts";
import { cardElement } from "./card-template.ts";

const defaultCacheDir = path.resolve(".cache", "cards");
/** Bump when the template or the encoding changes, so cached cards are drawn again. */
const templateVersion = "2";
/** Cards in hand at once: one is laid out on this thread while the others are rasterised and encoded on libuv's. */
const lanes = 4;
const require = createRequire(import.meta.url);
const fontFile = (pkg: string, file: string) => require.resolve(`${pkg}/files/${file}`);

let fonts: Promise<Parameters<typeof satori>[1]["fonts"]> | undefined;
function loadFonts() {
  fonts ??= Promise.all([
    ["Inter", 400, fontFile("@fontsource/inter", "inter-latin-400-normal.woff")],
    ["Inter", 600, fontFile("@fontsource/inter", "inter-latin-600-normal.woff")],
    ["Fraunces", 600, fontFile("@fontsource/fraunces", "fraunces-latin-600-normal.woff")],
  ].map(async ([name, weight, file]) => ({ name: name as string, weight: weight as 400 | 600, style: "normal" as const, data: await readFile(file as string) })));
  return fonts;
}

/** A text card laid out by satori, as SVG with its text in outlines. */
export async function cardSvg(card: Extract<SocialCard, { kind: "text" }>, site: Site): Promise<string> {
  return satori(cardElement(card, site.name, new URL(site.url).host) as Parameters<typeof satori>[0], { ...socialCardSize, fonts: await loadFonts() });
}

/** resvg's options for a card. */
export const rasterOptions = { fitTo: { mode: "width", value: socialCardSize.width }, font: { loadSystemFonts: false } } as const;

async function drawText(card: Extract<SocialCard, { kind: "text" }>, site: Site): Promise<Buffer> {
  const svg = await cardSvg(card, site);
  // Satori has already turned the text into outlines, so resvg needs no fonts of its own. It rasterises on libuv's
  // thread pool. The card is opaque (its ground fills it), so resvg's premultiplied pixels are the plain ones, and
  // sharp's PNG of their RGB at level 4 (about 40 kB) holds the very pixels of resvg's own PNG (about 47 kB) for
  // less than half its CPU. A palette PNG would be half the size but cost 45 ms a card (decision 31).
  const image = await renderAsync(svg, rasterOptions);
  return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } }).removeAlpha().png({ compressionLevel: 4 }).toBuffer();
}

async function drawCover(source: Buffer): Promise<Buffer> {
  return sharp(source).resize({ ...socialCardSize, fit: "cover" }).png().toBuffer();
}

/**
 * Draws every card missing from the cache, `lanes` at a time; covers are read from `sourceDir` (public/, or a
 * folder holding its files). Returns each card's cached PNG by name, and how many were drawn anew. `signal` stops
 * it between cards (a failed build).
 */
export async function drawSocialCards(cards: readonly SocialCard[], site: Site, sourceDir: string, { cacheDir = defaultCacheDir, signal }: { cacheDir?: string; signal?: AbortSignal } = {}): Promise<{ drawn: number; files: Map<string, string> }> {
  await mkdir(cacheDir, { recursive: true });
  const files = new Map<string, string>();
  let drawn = 0;
  let next = 0;
  const lane = async () => {
    for (let card = cards[next++]; card; card = cards[next++]) {
      signal?.throwIfAborted();
      const source = card.kind === "cover" ? await readFile(path.join(sourceDir, card.source)) : null;
      const what = card.kind === "cover" ? createHash("sha1").update(source!).digest("hex") : JSON.stringify([card.kicker, card.title, card.footer, card.color, site.name, new URL(site.url).host]);
      const key = createHash("sha1").update(`${templateVersion}\n${card.kind}\n${what}`).digest("hex");
      const cached = path.join(cacheDir, `${key}.png`);
      files.set(card.name, cached);
      if (existsSync(cached)) continue;
      const png = card.kind === "cover" ? await drawCover(source!) : await drawText(card, site);
      await writeCacheFile(cached, png);
      drawn++;
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  return { drawn, files };
}

/** Copies the drawn cards into `outDir`'s cards/ folder. */
export async function placeSocialCards(files: ReadonlyMap<string, string>, outDir: string): Promise<void> {
  await mkdir(path.join(outDir, paths.cards()), { recursive: true });
  await Promise.all([...files].map(([name, cached]) => copyFile(cached, path.join(outDir, socialCardPath(name)))));
}

/** Writes the cards into `outDir` (a folder that holds public/'s files); returns how many were drawn anew. */
export async function writeSocialCards(cards: readonly SocialCard[], site: Site, outDir: string, cacheDir = defaultCacheDir): Promise<{ drawn: number }> {
  const { drawn, files } = await drawSocialCards(cards, site, outDir, { cacheDir });
  await placeSocialCards(files, outDir);
  return { drawn };
}
