// The resources files: the categories (slugs, video links and thumbnails, duplicate and empty categories) and the
// frameworks (their explainer links).
import { findDuplicates, type Checker } from "../checking/checker.ts";
import type { JsonPath, JsonSource } from "../checking/problems.ts";
import type { LoadContext } from "../loading/load-context.ts";
import { categoriesFileSchema, frameworksFileSchema, type FrameworkInput } from "../schemas/resources.ts";
import { paths } from "../shared/paths.ts";
import type { UrlOwner } from "../checking/url-owner.ts";
import { maxLength } from "../schemas/common.ts";
import { slugify } from "../shared/slug.ts";
import type { Category } from "../shared/types.ts";
import { parseVideoLink, searchLinkWarning, stockThumbnail, thumbnailUrl } from "./client/video.ts";

/** The categories, and each one as the owner of its address (for redirects and the URL record). */
export function loadCategories({ checker, file }: LoadContext): { categories: Category[]; owners: UrlOwner[] } {
  const checked = file ? checker.check(file, categoriesFileSchema) : null;
  if (!checked) return { categories: [], owners: [] };
  const { value, source } = checked;
  const categories = value.categories.map((input, index) => {
    const slug = input.slug ?? slugify(input.name);
    if (!slug)
      checker.problems.push(
        source.problem(
          ["categories", index, "name"],
          "the name has no letters or digits to make a slug from; add a `slug` field",
        ),
      );
    if (slug.length > maxLength.slug)
      checker.problems.push(
        source.problem(
          ["categories", index, "name"],
          `the slug made from the name is ${slug.length} characters, over ${maxLength.slug}: add a shorter \`slug\``,
        ),
      );
    if (input.videos.length === 0)
      checker.problems.push(
        source.problem(
          ["categories", index, "videos"],
          "the category has no videos: add at least one, or remove the category",
        ),
      );
    const videos = input.videos.map((video, v) => {
      const link = parseVideoLink(video.link);
      const field = ["categories", index, "videos", v, "link"];
      if (link.kind === "broken")
        checker.problems.push(
          source.problem(
            field,
            `expected a video link with a video id (watch?v=…, youtu.be/…, /shorts/…), but ${link.reason}; found "${video.link}"`,
          ),
        );
      if (link.kind === "other")
        checker.problems.push(
          source.problem(
            field,
            `no video id can be read from "${video.link}", so the card shows the stock image`,
            "warning",
          ),
        );
      if (link.kind === "search") checker.problems.push(source.problem(field, searchLinkWarning, "warning"));
      const id = link.kind === "video" ? link.id : null;
      return {
        title: video.title,
        ...(video.speaker ? { speaker: video.speaker } : {}),
        link: video.link,
        thumbnail: id ? thumbnailUrl(id) : stockThumbnail,
        hasHostThumbnail: id !== null,
      };
    });
    return {
      name: input.name,
      slug,
      description: input.description,
      color: input.color,
      videos,
      index,
      explicitSlug: input.slug !== undefined,
    };
  });
  findDuplicates(
    categories,
    (c) => c.name.toLowerCase(),
    (c, first) =>
      checker.problems.push(
        source.problem(
          ["categories", c.index, "name"],
          `duplicate category name "${c.name}": categories[${first.index}] has it too`,
        ),
      ),
  );
  // Two categories with the same name already got a problem above; their equal derived slugs add nothing.
  findDuplicates(
    categories.filter((c) => c.slug),
    (c) => c.slug,
    (c, first) => {
      if (c.name.toLowerCase() === first.name.toLowerCase()) return;
      checker.problems.push(
        source.problem(
          ["categories", c.index, c.explicitSlug ? "slug" : "name"],
          `duplicate category slug "${c.slug}": categories[${first.index}] has it too`,
        ),
      );
    },
  );
  const owners = categories
    .filter((c) => c.slug)
    .map((c): UrlOwner => ({
      kind: "category",
      url: paths.category(c.slug),
      title: c.name,
      source,
      redirectFrom: value.categories[c.index]?.redirectFrom ?? [],
      field: (i) => ["categories", c.index, "redirectFrom", i],
    }));
  return { categories: categories.map(({ index: _index, explicitSlug: _explicit, ...category }) => category), owners };
}

/** A link to a YouTube search page is a stand-in for the talk or page it should name: a warning at its position. */
export function warnOnSearchLink(checker: Checker, source: JsonSource, field: JsonPath, link: string): void {
  if (parseVideoLink(link).kind === "search")
    checker.problems.push(source.problem(field, searchLinkWarning, "warning"));
}

/** The frameworks file: its frameworks, each explainer link that is only a search warned about. */
export function loadFrameworks({ checker, file }: LoadContext): FrameworkInput[] | undefined {
  const checked = file ? checker.check(file, frameworksFileSchema) : null;
  if (!checked) return undefined;
  for (const [index, framework] of checked.value.frameworks.entries())
    warnOnSearchLink(checker, checked.source, ["frameworks", index, "link"], framework.link);
  return checked.value.frameworks;
}
