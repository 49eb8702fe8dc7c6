// Writes every social card (og:image) into the output's cards/ folder: text cards drawn with satori (fonts
// embedded from @fontsource, so every machine draws the same picture) and rasterised with resvg; post covers
// cropped with sharp. Each PNG is kept in .cache/cards by a hash of what it shows, so a rebuild redraws nothing.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import sharp from "sharp";
import { paths } from "../../src/content/paths.ts";
import { socialCardPath, socialCardSize, type SocialCard } from "../../src/content/social-cards.ts";
import type { Site } from "../../src/content/types.ts";
import { writeCacheFile } from "../shared/cache-file.ts";
import { cardElement } from "./card-template.ts";

const defaultCacheDir = path.resolve(".cache", "cards");
/** Bump when the template changes, so cached cards are drawn again. */
const templateVersion = "1";
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

async function drawText(card: Extract<SocialCard, { kind: "text" }>, site: Site): Promise<Buffer> {
  const svg = await satori(cardElement(card, site.name, new URL(site.url).host) as Parameters<typeof satori>[0], { ...socialCardSize, fonts: await loadFonts() });
  // Satori has already turned the text into outlines, so resvg needs no fonts of its own. Its PNG is about 35 kB;
  // a palette PNG would be a third of that, but costs 100-300 ms a card to make.
  return new Resvg(svg, { fitTo: { mode: "width", value: socialCardSize.width }, font: { loadSystemFonts: false } }).render().asPng();
}

async function drawCover(source: Buffer): Promise<Buffer> {
  return sharp(source).resize({ ...socialCardSize, fit: "cover" }).png().toBuffer();
}

/** Writes the cards into `outDir` (a build's staging folder, which holds public/'s files); returns how many were drawn anew. */
export async function writeSocialCards(cards: readonly SocialCard[], site: Site, outDir: string, cacheDir = defaultCacheDir): Promise<{ drawn: number }> {
  await mkdir(cacheDir, { recursive: true });
  await mkdir(path.join(outDir, paths.cards()), { recursive: true });
  let drawn = 0;
  for (const card of cards) {
    const source = card.kind === "cover" ? await readFile(path.join(outDir, card.source)) : null;
    const what = card.kind === "cover" ? createHash("sha1").update(source!).digest("hex") : JSON.stringify([card.kicker, card.title, card.footer, card.color, site.name, new URL(site.url).host]);
    const key = createHash("sha1").update(`${templateVersion}\n${card.kind}\n${what}`).digest("hex");
    const cached = path.join(cacheDir, `${key}.png`);
    if (!existsSync(cached)) {
      const png = card.kind === "cover" ? await drawCover(source!) : await drawText(card, site);
      await writeCacheFile(cached, png);
      drawn++;
    }
    await copyFile(cached, path.join(outDir, socialCardPath(card.name)));
  }
  return { drawn };
}
