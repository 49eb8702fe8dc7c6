// What the resources pages must show, read straight from data/ (the tests assert against the data, not copies).
import { readFileSync } from "node:fs";
import path from "node:path";
import { slugify } from "../../src/content/shared/slug.ts";

interface RawCategory {
  name: string;
  slug?: string;
  description: string;
  videos: Array<{ title: string; speaker?: string; link: string }>;
}
interface RawFramework {
  format: string;
  whenToUse: string;
  structure: string[];
  link: string;
}

const read = <T>(file: string): T => JSON.parse(readFileSync(path.resolve("data/resources", file), "utf8")) as T;

export const categories = read<{ categories: RawCategory[] }>("categories.json").categories.map((category) => ({
  ...category,
  slug: category.slug ?? slugify(category.name),
}));
export const frameworks = read<{ frameworks: RawFramework[] }>("frameworks.json").frameworks;

/** The first category, and one whose videos include both a watch link and a link with no video id. */
export const [first] = categories;
export const mixed = categories.find(
  (category) =>
    category.videos.some((v) => v.link.includes("watch?v=")) &&
    category.videos.some((v) => !v.link.includes("watch?v=")),
);

export const stockImage = /\/images\/video-placeholder\.svg$/;
export const hostStill = (id: string) => `https://i.ytimg.com/vi/${id}/mqdefault.jpg`;
