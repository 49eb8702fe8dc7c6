// Prints what a text social card costs to paint and to encode, per encoder: CPU ms (every thread of this process,
// median of N cards after a warm-up, one card at a time) and bytes. `npx tsx scripts/measure/card-speed.ts [N=60]`.
import { readFile } from "node:fs/promises";
import { createCanvas } from "@napi-rs/canvas";
import sharp from "sharp";
import { socialCardSize, type SocialCard } from "../../src/content/head/social-cards.ts";
import { paintCard } from "../cards/card-template.ts";
import { cardPng } from "../cards/card-drawing.ts";

type TextCard = Extract<SocialCard, { kind: "text" }>;
const count = Number(process.argv[2] ?? 60);
const site = JSON.parse(await readFile("data/site.json", "utf8")) as { name: string; url: string };
const words = "messaging positioning research buyers startup founders narrative clarity pricing onboarding".split(" ");
const cards: TextCard[] = Array.from({ length: count }, (_none, i) => ({
  name: `m${i}`,
  kind: "text",
  kicker: `Blog · ${3 + (i % 9)} min read`,
  title: Array.from({ length: 4 + (i % 12) }, (_w, j) => words[(i * 7 + j * 3) % words.length]).join(" "),
  footer: `March ${1 + (i % 28)}, 2025`,
  color: "accent",
  alt: "",
}));

const cpuMs = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function paint(card: TextCard) {
  const canvas = createCanvas(socialCardSize.width, socialCardSize.height);
  paintCard(canvas.getContext("2d", { willReadFrequently: true }), card, site.name, new URL(site.url).host);
  return canvas;
}
const raw = (pixels: Buffer) => sharp(pixels, { raw: { ...socialCardSize, channels: 4 } }).removeAlpha();
const encoders: Record<string, (canvas: ReturnType<typeof paint>) => Promise<Buffer>> = {
  "sharp PNG level 1, RGB (chosen)": (canvas) => raw(canvas.data()).png(cardPng).toBuffer(),
  "sharp PNG level 2, RGB": (canvas) =>
    raw(canvas.data())
      .png({ ...cardPng, compressionLevel: 2 })
      .toBuffer(),
  "sharp PNG level 3, RGB": (canvas) =>
    raw(canvas.data())
      .png({ ...cardPng, compressionLevel: 3 })
      .toBuffer(),
  "sharp PNG level 4, RGB": (canvas) => raw(canvas.data()).png({ compressionLevel: 4 }).toBuffer(),
  "sharp PNG level 6, RGB": (canvas) => raw(canvas.data()).png({ compressionLevel: 6 }).toBuffer(),
  "sharp JPEG q90": (canvas) => raw(canvas.data()).jpeg({ quality: 90 }).toBuffer(),
  "Skia JPEG q90": (canvas) => canvas.encode("jpeg", 90),
  "Skia PNG": (canvas) => canvas.encode("png"),
};

const warm = cards.slice(0, 5).map(paint);
for (const encode of Object.values(encoders)) for (const canvas of warm) await encode(canvas);

const paintTimes: number[] = [];
const painted = cards.map((card) => {
  const start = cpuMs();
  const canvas = paint(card);
  canvas.data();
  paintTimes.push(cpuMs() - start);
  return canvas;
});
console.log(`| step (${count} cards, median) | CPU ms | median bytes |\n| --- | ---: | ---: |`);
console.log(`| paint (Skia) | ${median(paintTimes).toFixed(1)} | |`);
for (const [name, encode] of Object.entries(encoders)) {
  const times: number[] = [];
  const sizes: number[] = [];
  for (const canvas of painted) {
    const start = cpuMs();
    sizes.push((await encode(canvas)).length);
    times.push(cpuMs() - start);
  }
  console.log(`| ${name} | ${median(times).toFixed(1)} | ${median(sizes)} |`);
}
