import { buildHead } from "../head.ts";
import { paths } from "../paths.ts";
import type { Category, CategoryColor, Content, Framework } from "../types.ts";
import type { PageSpec } from "./types.ts";

/** What the hub needs of a category: the card, plus every video title for the search. */
export interface CategoryCard {
  name: string;
  slug: string;
  description: string;
  color: CategoryColor;
  videoTitles: string[];
}

export interface ResourcesData {
  route: "resources";
  categories: CategoryCard[];
  frameworks: Framework[];
}

export interface CategoryData {
  route: "category";
  category: Category;
}

export function resourcesPages(content: Content): PageSpec[] {
  const { site } = content;
  const hubPath = paths.resources();
  const hub: PageSpec = {
    path: hubPath,
    route: "resources",
    build: () => ({
      route: "resources",
      head: buildHead(site, {
        path: hubPath,
        title: `B2B Marketing Resources - ${site.name}`,
        description: `Curated talks and videos on clear communication, First Principles thinking and B2B marketing, chosen by ${site.name}.`,
      }),
      categories: content.categories.map(({ videos, ...card }) => ({ ...card, videoTitles: videos.map((video) => video.title) })),
      frameworks: content.frameworks,
    }),
  };
  const categories = content.categories.map((category): PageSpec => {
    const path = paths.category(category.slug);
    return {
      path,
      route: "category",
      build: () => ({
        route: "category",
        head: buildHead(site, { path, title: `${category.name} - ${site.name} Resources`, description: category.description }),
        category,
      }),
    };
  });
  return [hub, ...categories];
}
