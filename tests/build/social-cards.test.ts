// Every page's social card in the built dist/: the file its og:image names exists, is 1200x630 and under 300 kB;
// a rebuild draws no card again; a card looks as the satori card did; many cards are drawn in two processes.
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { load } from "cheerio";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listPages } from "../../src/content/pages/list-pages.ts";
import { outputFile, stripBase } from "../../src/content/shared/paths.ts";
import { socialCardSize, type SocialCard } from "../../src/content/head/social-cards.ts";
import type { Content, Site } from "../../src/content/shared/types.ts";
import { createCanvas } from "@napi-rs/canvas";
import { paintCard } from "../../scripts/cards/card-template.ts";
import { drawSocialCards, placeSocialCards } from "../../scripts/cards/social-cards.ts";
import { cacheFolder } from "../../scripts/cache/store.ts";
import { builtInContent, distDir, readDist, removeTempDirs, tempDir } from "./helpers.ts";

let content: Content;

/** Draws the cards and places them in `outDir`, as the build's two phases do; returns how many were drawn anew. */
async function writeSocialCards(cards: readonly SocialCard[], site: Site, outDir: string, root: string) {
  const drawing = await drawSocialCards(cards, site, outDir, { root });
  await placeSocialCards(drawing, outDir);
  return { drawn: drawing.drawn };
}

/** A text card as the template paints it on a Skia canvas: RGBA, before sharp encodes it. */
function paintText(card: Extract<SocialCard, { kind: "text" }>, site: Site): Buffer {
  const canvas = createCanvas(socialCardSize.width, socialCardSize.height);
  paintCard(canvas.getContext("2d"), card, site.name, new URL(site.url).host);
  return canvas.data();
}

beforeAll(async () => {
  content = await builtInContent();
});
afterAll(removeTempDirs);

describe("social cards in dist/", () => {
  it("every page names an absolute og:image and twitter:image that exists in dist/, is 1200x630 and under 300 kB", async () => {
    const checked = new Set<string>();
    for (const page of listPages(content)) {
      const where = outputFile(page.path);
      const $ = load(await readDist(where));
      const image = $('head > meta[property="og:image"]').attr("content") ?? "";
      expect(image, where).toMatch(/^https:\/\//);
      expect(new URL(image).origin, where).toBe(content.site.origin);
      expect($('head > meta[name="twitter:image"]').attr("content"), where).toBe(image);
      expect($('head > meta[name="twitter:card"]').attr("content"), where).toBe("summary_large_image");
      expect($('head > meta[property="og:image:width"]').attr("content"), where).toBe("1200");
      expect($('head > meta[property="og:image:height"]').attr("content"), where).toBe("630");
      expect($('head > meta[property="og:image:alt"]').attr("content"), where).toBeTruthy();
      const file = path.join(distDir, stripBase(content.site.basePath, new URL(image).pathname)!);
      if (checked.has(file)) continue;
      checked.add(file);
      const { width, height, format } = await sharp(file).metadata();
      expect([width, height, format], file).toEqual([1200, 630, "png"]);
      expect((await stat(file)).size, file).toBeLessThan(300 * 1024);
    }
    // Site, blog, resources, 11 categories and 3 posts: each page kind has its own card.
    expect(checked.size).toBe(3 + content.categories.length + content.posts.length);
  });

  it("draws a card once: writing the same cards again takes every one from the cache", async () => {
    const out = await tempDir("fp-cards-");
    const cache = await tempDir("fp-cards-cache-");
    const card: SocialCard = {
      name: "probe",
      kind: "text",
      kicker: "Test",
      title: "A card drawn once",
      footer: "Cache probe",
      color: "teal",
      alt: "probe",
    };
    expect(await writeSocialCards([card], content.site, out, cache)).toEqual({ drawn: 1 });
    const first = await stat(path.join(out, "cards", "probe.png"));
    expect(await writeSocialCards([card], content.site, out, cache)).toEqual({ drawn: 0 });
    expect((await stat(path.join(out, "cards", "probe.png"))).size).toBe(first.size);
    expect(await writeSocialCards([{ ...card, title: `${card.title}!` }], content.site, out, cache)).toEqual({
      drawn: 1,
    });
  });

  it("reports a card the drawer's process cannot draw, with the drawer's own message", async () => {
    const broken = {
      name: "broken",
      kind: "text",
      kicker: "Test",
      title: "A card in no known colour",
      footer: "Probe",
      color: "plaid",
      alt: "probe",
    } as unknown as SocialCard;
    await expect(
      drawSocialCards([broken], content.site, path.resolve("public"), { root: await tempDir("fp-cards-cache-") }),
    ).rejects.toThrow(/^Drawing the social cards failed: TypeError: .*tint/);
  });

  it("stops drawing when the build stops: the drawer's process exits and draws nothing more", async () => {
    const root = await tempDir("fp-cards-cache-");
    const cacheDir = cacheFolder("cards", root);
    const stop = new AbortController();
    const cards: SocialCard[] = Array.from({ length: 200 }, (_none, i) => ({
      name: `many-${i}`,
      kind: "text",
      kicker: "Test",
      title: `Card number ${i}`,
      footer: "Abort probe",
      color: "sky",
      alt: "probe",
    }));
    const drawing = drawSocialCards(cards, content.site, path.resolve("public"), { root, signal: stop.signal });
    // Once the first cards have landed, the build fails.
    // Cards, not the temporary files a write makes before its rename (removed as the drawer exits).
    const cardsIn = async () => (await readdir(cacheDir)).filter((name) => name.endsWith(".png")).length;
    await expect.poll(cardsIn, { timeout: 20_000 }).toBeGreaterThan(0);
    stop.abort();
    await expect(drawing).rejects.toThrow(/Drawing the social cards failed|abort/i);
    const drawn = await cardsIn();
    expect(drawn).toBeLessThan(200);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await cardsIn()).toBe(drawn);
    expect((await readdir(cacheDir)).length).toBe(drawn);
  });

  it("holds exactly the pixels Skia paints, without an alpha channel", async () => {
    const out = await tempDir("fp-cards-");
    const card: SocialCard = {
      name: "pixels",
      kind: "text",
      kicker: "Blog · 4 min read",
      title: "Every pixel of the card, encoded by sharp from Skia's canvas",
      footer: "March 3, 2025",
      color: "rose",
      alt: "probe",
    };
    await writeSocialCards([card], content.site, out, await tempDir("fp-cards-cache-"));
    const drawn = await sharp(path.join(out, "cards", "pixels.png"))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(drawn.info.channels).toBe(3);
    const painted = sharp(paintText(card, content.site), { raw: { ...socialCardSize, channels: 4 } });
    expect((await painted.stats()).isOpaque).toBe(true);
    expect(drawn.data.equals(await painted.removeAlpha().raw().toBuffer())).toBe(true);
  });

  it("looks as the card satori and resvg drew: the same layout, within a small difference at the glyphs' edges", async () => {
    const fixture = path.resolve("tests/fixtures/cards");
    const card = JSON.parse(await readFile(path.join(fixture, "satori-post.json"), "utf8")) as SocialCard & {
      kind: "text";
    };
    const before = await sharp(path.join(fixture, "satori-post.png")).raw().toBuffer();
    const after = await sharp(paintText(card, content.site), { raw: { ...socialCardSize, channels: 4 } })
      .removeAlpha()
      .raw()
      .toBuffer();
    let difference = 0;
    for (let i = 0; i < before.length; i++) difference += Math.abs(before[i]! - after[i]!);
    // 1.4 now; a line moved by one pixel makes it 2.6, another font or colour far more.
    expect(difference / before.length).toBeLessThan(2);
  });

  it("draws many cards in two processes, and a few in one", async () => {
    const cards = (count: number, prefix: string): SocialCard[] =>
      Array.from({ length: count }, (_none, i) => ({
        name: `${prefix}-${i}`,
        kind: "text",
        kicker: "Test",
        title: `${prefix} card ${i}`,
        footer: "Drawer probe",
        color: "amber",
        alt: "probe",
      }));
    const root = await tempDir("fp-cards-cache-");
    const many = await drawSocialCards(cards(130, "many"), content.site, path.resolve("public"), { root });
    expect([many.drawn, many.drawers]).toEqual([130, 2]);
    expect((await readdir(cacheFolder("cards", root))).length).toBe(130);
    const few = await drawSocialCards(cards(5, "few"), content.site, path.resolve("public"), { root });
    expect([few.drawn, few.drawers]).toEqual([5, 1]);
  });
});
