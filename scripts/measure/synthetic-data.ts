// Writes a large, valid, deterministic data tree (the real site, landing and resources files plus N generated posts)
// for benchmarks and tests.
import { existsSync } from "node:fs";
import { cp, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { countWords, readTimeFromWords } from "../../src/content/body/client/read-time.ts";
import { slugify } from "../../src/content/shared/slug.ts";

const subjects = [
  "every founder",
  "the buyer",
  "the team",
  "a startup",
  "every message",
  "the landing page",
  "a clear story",
  "the fellowship",
  "a good reader",
  "the product",
];
const verbs = [
  "questions",
  "simplifies",
  "rebuilds",
  "tests",
  "explains",
  "names",
  "measures",
  "rewrites",
  "sharpens",
  "repeats",
];
const objects = [
  "its first assumption",
  "the value proposition",
  "one customer problem",
  "the pricing page",
  "a single claim",
  "the onboarding email",
  "what is actually true",
  "the category it competes in",
  "the headline",
  "every borrowed best practice",
];
const tails = [
  "before writing a word",
  "from first principles",
  "with evidence from real calls",
  "until a buyer can repeat it",
  "in plain language",
  "without jargon",
  "one sentence at a time",
  "for a busy reader",
  "and drops the rest",
  "every quarter",
];
const topics = [
  "Clear Messaging",
  "Customer Research",
  "First Principles",
  "Positioning",
  "Storytelling",
  "Landing Pages",
  "B2B Content",
  "Founder Stories",
  "Editing",
  "Mental Models",
  "Product Narratives",
  "Sales Emails",
];
const angles = [
  "Why",
  "How",
  "When",
  "What Changes When",
  "The Case for",
  "A Field Guide to",
  "Rethinking",
  "Ten Lessons on",
];
const tags = [
  "First Principles",
  "Startups",
  "Strategy",
  "Messaging",
  "Writing",
  "B2B Marketing",
  "Research",
  "Storytelling",
  "Positioning",
  "Mental Models",
  "Fellowship",
  "Clarity",
];

/** mulberry32: a small seeded generator, so the same index always gives the same post. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

/** `count` distinct items, in a seeded order (a partial Fisher-Yates shuffle). */
function pickDistinct<T>(random: () => number, items: readonly T[], count: number): T[] {
  const pool = [...items];
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, count);
}

function sentence(random: () => number): string {
  const text =
    `${pick(random, subjects)} ${pick(random, verbs)} ${pick(random, objects)} ${pick(random, tails)}, ` +
    `and ${pick(random, subjects)} ${pick(random, verbs)} ${pick(random, objects)}`;
  return `${text[0]?.toUpperCase()}${text.slice(1)}.`;
}

function paragraph(random: () => number): string {
  return Array.from({ length: 3 + Math.floor(random() * 4) }, () => sentence(random)).join(" ");
}

/** About 1,500 words of HTML (5 to 8 sections of a heading, paragraphs and now and then a list; ~220 words each). */
function body(random: () => number, index: number): string {
  const parts = [`<p>${paragraph(random)}</p>`];
  for (let section = 1; section <= 5 + (index % 4); section++) {
    parts.push(`<h2>Part ${section}: ${pick(random, topics)} in practice</h2>`);
    parts.push(`<p>${paragraph(random)}</p>`, `<p>${paragraph(random)} <strong>${sentence(random)}</strong></p>`);
    if (section % 2 === 0)
      parts.push(`<ul>\n${Array.from({ length: 4 }, () => `  <li>${sentence(random)}</li>`).join("\n")}\n</ul>`);
  }
  return `${parts.join("\n")}\n`;
}

/**
 * A post's date: one a day from 1996, so 10,000 posts end in 2023 and every one is published on any build date
 * since (a date after the build's day would hold the post back as scheduled, and the benchmarks would build fewer).
 */
function syntheticDay(index: number): string {
  return new Date(Date.UTC(1996, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);
}

function post(index: number) {
  const random = seeded(index + 1);
  const title = `${pick(random, angles)} ${pick(random, topics)}: Lesson ${index + 1}`;
  const html = body(random, index);
  const postTags = pickDistinct(random, tags, 3 + (index % 3));
  const day = syntheticDay(index);
  const json = {
    $schema: "../schemas/post.schema.json",
    id: String(index + 1),
    title,
    excerpt: sentence(random),
    publishedAt: day,
    readTime: readTimeFromWords(countWords(html)),
    tags: postTags,
    seoKeywords: postTags.map((tag) => tag.toLowerCase()),
  };
  return { name: slugify(title), json: `${JSON.stringify(json, null, 2)}\n`, html };
}

/** Copies site.json, landing.json, resources/ and schemas/ from `sourceDir` and adds `postCount` generated posts. */
export async function writeSyntheticDataTree(
  targetDir: string,
  postCount: number,
  sourceDir = path.resolve("data"),
): Promise<void> {
  await mkdir(path.join(targetDir, "posts"), { recursive: true });
  for (const entry of ["site.json", "landing.json", "resources", "schemas"]) {
    const from = path.join(sourceDir, entry);
    if (existsSync(from)) await cp(from, path.join(targetDir, entry), { recursive: true });
  }
  for (let start = 0; start < postCount; start += 100) {
    const batch = Array.from({ length: Math.min(100, postCount - start) }, (_, i) => post(start + i));
    await Promise.all(
      batch.flatMap(({ name, json, html }) => [
        writeFile(path.join(targetDir, "posts", `${name}.json`), json),
        writeFile(path.join(targetDir, "posts", `${name}.html`), html),
      ]),
    );
  }
}
