// The resources hub and one page per category: category, video and framework cards.
import { buildHead } from "../head/head.ts";
import { videoTotal } from "../shared/video-total.ts";
import { paths } from "../shared/paths.ts";
import type { Category, Content, Framework } from "../shared/types.ts";
import { cardImage, categoryCard as socialCategoryCard, resourcesCard } from "../head/social-cards.ts";
import { hostLabel, parseVideoLink, videoCard } from "./client/video.ts";
import type { CategoryCard, FrameworkCard, ResourcesPageSpec } from "./page-data.ts";

/** How many video titles a category card previews (docs/product.md §6). */
const previewSize = 2;

/** A category as its page shows it: `color` only tints the social card, so the page data leaves it out. */
function withoutColor({ color: _color, ...rest }: Category): Omit<Category, "color"> {
  return rest;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** "+N more videos" for a category of `videoCount` videos whose first `previewSize` titles are shown. */
function moreVideosLabel(videoCount: number): string | null {
  const hidden = videoCount - previewSize;
  return hidden > 0 ? `+${plural(hidden, "more video", "more videos")}` : null;
}

function categoryCard(category: Category): CategoryCard {
  const titles = category.videos.map((video) => video.title);
  return {
    name: category.name,
    slug: category.slug,
    description: category.description,
    countLabel: plural(titles.length, "video"),
    preview: titles.slice(0, previewSize),
    moreLabel: moreVideosLabel(titles.length),
    // The speaker was part of the title before it had its own field: searching "Godin" still finds his talks.
    videoTitles: category.videos.map((video) => (video.speaker ? `${video.title} — ${video.speaker}` : video.title)),
  };
}

function frameworkCard(framework: Framework): FrameworkCard {
  const kind = parseVideoLink(framework.link).kind;
  const linkLabel =
    kind === "search"
      ? "Find explainer videos on YouTube"
      : kind === "video"
        ? "Watch an explainer on YouTube"
        : `Read more on ${hostLabel(framework.link)}`;
  return { ...framework, stagesLabel: plural(framework.structure.length, "stage"), linkLabel };
}

export function resourcesPages(content: Content): ResourcesPageSpec[] {
  const { site } = content;
  const hubPath = paths.resources();
  const videos = videoTotal(content.categories);
  const hub: ResourcesPageSpec = {
    path: hubPath,
    route: "resources",
    build: () => ({
      route: "resources",
      head: buildHead(site, {
        path: hubPath,
        title: `B2B Marketing Resources - ${site.name}`,
        description: `Curated talks and videos on clear communication, First Principles thinking and B2B marketing, chosen by ${site.name}.`,
        ...cardImage(resourcesCard(content)),
      }),
      categories: content.categories.map(categoryCard),
      frameworks: content.frameworks.map(frameworkCard),
      summary: `${plural(videos, "video", "talks and videos")} in ${plural(content.categories.length, "category", "categories")}`,
    }),
  };
  const categories = content.categories.map((category): ResourcesPageSpec => {
    const path = paths.category(category.slug);
    return {
      path,
      route: "category",
      build: () => ({
        route: "category",
        head: buildHead(site, {
          path,
          title: `${category.name} - ${site.name} Resources`,
          description: category.description,
          ...cardImage(socialCategoryCard(site, category)),
        }),
        category: {
          ...withoutColor(category),
          countLabel: plural(category.videos.length, "video"),
          videos: category.videos.map(videoCard),
        },
        others: content.categories.filter((other) => other !== category).map(({ name, slug }) => ({ name, slug })),
      }),
    };
  });
  return [hub, ...categories];
}
