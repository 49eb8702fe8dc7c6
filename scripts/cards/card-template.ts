// The design of a social card, painted on a Skia canvas (@napi-rs/canvas) in the brand's colours
// (src/styles/tokens.css) and fonts: the flexbox layout satori made of it (decision 21), worked out here by hand.
import { createRequire } from "node:module";
import { GlobalFonts, Path2D, type SKRSContext2D } from "@napi-rs/canvas";
import type { SocialCard } from "../../src/content/head/social-cards.ts";
import { socialCardSize } from "../../src/content/head/social-cards.ts";

type TextCard = Extract<SocialCard, { kind: "text" }>;

const brand = {
  ink: "#16181d",
  inkSoft: "#3a3f4b",
  muted: "#5a606d",
  paper: "#fbfaf6",
  line: "#e4e0d5",
  accent: "#c2410c",
  accentSoft: "#fdeee4",
};
/** The category tints of tokens.css: a light ground and a dark ink that passes contrast on it. */
const tints: Record<TextCard["color"], { tint: string; ink: string }> = {
  accent: { tint: brand.accentSoft, ink: brand.accent },
  indigo: { tint: "#eef0ff", ink: "#3730a3" },
  teal: { tint: "#e6f6f4", ink: "#0f5e57" },
  amber: { tint: "#fdf3dc", ink: "#854d0e" },
  rose: { tint: "#fdecef", ink: "#9f1239" },
  emerald: { tint: "#e7f6ee", ink: "#166534" },
  sky: { tint: "#e6f3fb", ink: "#075985" },
  violet: { tint: "#f2edfd", ink: "#5b21b6" },
  orange: { tint: "#fdeee4", ink: "#9a3412" },
};

const require = createRequire(import.meta.url);
let fontsRegistered = false;
/** Fraunces 600 and Inter 400/600 from @fontsource's WOFF files: no system font is ever used. */
function registerFonts(): void {
  if (fontsRegistered) return;
  for (const [pkg, file, family] of [
    ["@fontsource/inter", "inter-latin-400-normal.woff", "Inter"],
    ["@fontsource/inter", "inter-latin-600-normal.woff", "Inter"],
    ["@fontsource/fraunces", "fraunces-latin-600-normal.woff", "Fraunces"],
  ])
    GlobalFonts.registerFromPath(require.resolve(`${pkg}/files/${file}`), family);
  fontsRegistered = true;
}

/** Shorter titles are set larger; the longest (110 characters) still fit three lines. */
function titleFontSize(title: string): number {
  if (title.length <= 28) return 84;
  if (title.length <= 50) return 72;
  if (title.length <= 80) return 60;
  return 52;
}

interface Type {
  font: string;
  size: number;
  spacing?: number;
  lineHeight?: number;
}

const emMetrics = new Map<string, { ascent: number; descent: number }>();
/** A font's ascent and descent per pixel of size. Skia rounds metrics to whole pixels: read at 1,000 px, they keep
 * the precision satori's had. */
function fontMetrics(ctx: SKRSContext2D, type: Type): { ascent: number; descent: number } {
  const key = type.font.replace(`${type.size}px`, "");
  let metrics = emMetrics.get(key);
  if (!metrics) {
    ctx.font = type.font.replace(`${type.size}px`, "1000px");
    const measured = ctx.measureText("x");
    metrics = { ascent: measured.fontBoundingBoxAscent / 1000, descent: measured.fontBoundingBoxDescent / 1000 };
    emMetrics.set(key, metrics);
    ctx.font = type.font;
  }
  return metrics;
}

/** A line box as CSS (and satori) sets it: its height, and where the baseline sits in it (half-leading). */
function lineBox(ctx: SKRSContext2D, type: Type): { height: number; baseline: number } {
  const metrics = fontMetrics(ctx, type);
  const [ascent, descent] = [metrics.ascent * type.size, metrics.descent * type.size];
  const height = type.lineHeight ? type.size * type.lineHeight : ascent + descent;
  return { height, baseline: Math.round(ascent) + Math.floor((height - Math.round(ascent) - Math.round(descent)) / 2) };
}

/** The height a block of `lines` lines takes in the layout: whole pixels, as satori's layout (Yoga) gave it. */
function textHeight(ctx: SKRSContext2D, type: Type, lines = 1): number {
  return lines * Math.round(lineBox(ctx, type).height);
}

function setType(ctx: SKRSContext2D, type: Type, color: string): void {
  ctx.font = type.font;
  ctx.letterSpacing = `${type.spacing ?? 0}px`;
  ctx.fillStyle = color;
}

/** Words set into lines no wider than `width`, breaking between words as the browser does. */
function wrap(ctx: SKRSContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && ctx.measureText(candidate).width > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  return line ? [...lines, line] : lines;
}

/** One line, cut with an ellipsis where it is wider than `width`. */
function fit(ctx: SKRSContext2D, text: string, width: number): string {
  if (ctx.measureText(text).width <= width) return text;
  let end = text.length;
  while (end > 0 && ctx.measureText(`${text.slice(0, end)}…`).width > width) end--;
  return `${text.slice(0, end)}…`;
}

const types = {
  siteName: { font: "600 32px Fraunces", size: 32, spacing: -0.4 },
  kicker: { font: "600 22px Inter", size: 22, spacing: 2.5 },
  footer: { font: "400 24px Inter", size: 24 },
  host: { font: "600 24px Inter", size: 24 },
} satisfies Record<string, Type>;
const titleType = (size: number): Type => ({ font: `600 ${size}px Fraunces`, size, lineHeight: 1.12 });

const { width, height } = socialCardSize;
const pad = { top: 60, right: 84, bottom: 54, left: 102 };
const markSize = 48;

/** Paints a text card onto `ctx` (a 1200×630 canvas). */
export function paintCard(ctx: SKRSContext2D, card: TextCard, siteName: string, host: string): void {
  registerFonts();
  ctx.lang = "en";
  const tint = tints[card.color];
  ctx.fillStyle = brand.paper;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = tint.tint;
  ctx.beginPath();
  ctx.arc(width + 120 - 240, -200 + 240, 240, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = tint.ink;
  ctx.fillRect(0, 0, 18, height);

  // The column: the brand row at the top, the footer at the bottom, the words between them with equal space around.
  const brandRow = Math.max(markSize, textHeight(ctx, types.siteName));
  const title = titleType(titleFontSize(card.title));
  setType(ctx, title, brand.ink);
  const titleLines = wrap(ctx, card.title, 1000);
  const footerRow = Math.max(textHeight(ctx, types.footer), textHeight(ctx, types.host));
  const middle = textHeight(ctx, types.kicker) + 22 + textHeight(ctx, title, titleLines.length);
  const footer = 2 + 26 + footerRow;
  const gap = (height - pad.top - pad.bottom - brandRow - middle - footer) / 2;

  paintBrand(ctx, siteName, pad.top, brandRow);
  let top = Math.round(pad.top + brandRow + gap);
  paintLine(ctx, card.kicker.toUpperCase(), types.kicker, tint.ink, pad.left, top);
  top += textHeight(ctx, types.kicker) + 22;
  for (const [index, line] of titleLines.entries())
    paintLine(ctx, line, title, brand.ink, pad.left, top + index * textHeight(ctx, title));
  paintFooter(ctx, card.footer, host, Math.round(height - pad.bottom - footer), footerRow);
}

function paintLine(ctx: SKRSContext2D, text: string, type: Type, color: string, left: number, top: number): void {
  setType(ctx, type, color);
  ctx.fillText(text, left, Math.round(top) + lineBox(ctx, type).baseline);
}

function paintBrand(ctx: SKRSContext2D, siteName: string, top: number, row: number): void {
  const markTop = top + (row - markSize) / 2;
  const scale = markSize / 32;
  ctx.save();
  ctx.translate(pad.left, markTop);
  ctx.scale(scale, scale);
  ctx.fillStyle = brand.ink;
  ctx.beginPath();
  ctx.roundRect(0, 0, 32, 32, 7);
  ctx.fill();
  ctx.fillStyle = brand.paper;
  ctx.fill(new Path2D("M10 8h12v3.5h-8v3.5h7v3.5h-7V24h-4z"));
  ctx.restore();
  const name = textHeight(ctx, types.siteName);
  paintLine(ctx, siteName, types.siteName, brand.ink, pad.left + markSize + 18, top + (row - name) / 2);
}

function paintFooter(ctx: SKRSContext2D, text: string, host: string, top: number, row: number): void {
  ctx.fillStyle = brand.line;
  ctx.fillRect(pad.left, top, width - pad.left - pad.right, 2);
  const rowTop = top + 2 + 26;
  setType(ctx, types.footer, brand.muted);
  const words = fit(ctx, text, 720);
  paintLine(ctx, words, types.footer, brand.muted, pad.left, rowTop + (row - textHeight(ctx, types.footer)) / 2);
  setType(ctx, types.host, brand.inkSoft);
  const hostLeft = width - pad.right - ctx.measureText(host).width;
  paintLine(ctx, host, types.host, brand.inkSoft, hostLeft, rowTop + (row - textHeight(ctx, types.host)) / 2);
}
