// Post files: metadata JSON beside one body (Markdown or HTML), sanitised, counted, and checked for duplicates.
import { findDuplicates, type Checker, type DataFile } from "../checking/checker.ts";
import { collections, inCollection, isPostBody, postBodyPaths } from "../collections.ts";
import { checkTags } from "../checking/tag-checks.ts";
import { modernImageSources } from "../shared/images.ts";
import { formatDisplayDate } from "../shared/dates.ts";
import { LineIndex, type JsonPath, type JsonSource } from "../checking/problems.ts";
import type { CheckBody } from "./body/post-body.ts";
import type { BodyLink } from "./body/body-links.ts";
import { publicFileProblem, type PublicFiles } from "../checking/public-files.ts";
import { maxLength } from "../schemas/common.ts";
import { displayFields, readTimeFromWords, wordsPerMinute } from "./posts.ts";
import type { PostInput } from "../schemas/post.ts";
import { slugify } from "../shared/slug.ts";
import { tagRef } from "./tags.ts";
import type { Post } from "../shared/types.ts";

export interface LoadedPost {
  input: PostInput;
  source: JsonSource;
  /** The body file as read, for locating problems in it. */
  body: DataFile;
  slug: string;
  slugField: JsonPath;
  post: Post;
  /** The body's links, which the core checks once it knows every page (checking/internal-links.ts). */
  links: BodyLink[];
}

/** Post slugs that would hide a blog page: `/blog/tags` lists the tags. */
const reservedSlugs = new Set(["tags"]);

/** The one body of the post whose metadata is `json`, or a problem naming both possible files. */
function findBody(checker: Checker, json: DataFile, bodies: Map<string, DataFile>): DataFile | null {
  const [md, html] = postBodyPaths(json.path) as [string, string];
  const found = [bodies.get(md), bodies.get(html)].filter((file) => file !== undefined);
  bodies.delete(md);
  bodies.delete(html);
  const name = (path: string) => checker.source({ path, text: "" }).file;
  if (found.length === 2) {
    checker.wholeFile(md, `this post has two bodies, ${name(md)} and ${name(html)}: keep one and delete the other`);
    return null;
  }
  if (!found[0])
    checker.wholeFile(
      json.path,
      `the post body is missing: create ${name(md)} (Markdown) or ${name(html)} (HTML) beside this file`,
    );
  return found[0] ?? null;
}

/** Problems in a body, located in its own file. */
function reportBody(checker: Checker, body: DataFile, checkBody: CheckBody, publicFiles?: PublicFiles) {
  const { html, removals: bodyRemovals, words, localImages = [], links = [] } = checkBody(body.text, body.path);
  const removals = [...bodyRemovals];
  for (const image of localImages) {
    const problem = publicFileProblem(image.src, publicFiles);
    if (problem) removals.push({ offset: image.offset, message: `<img src>: ${problem}` });
  }
  // The line index costs a pass over every character: build it only for a body with something to report.
  if (removals.length > 0) {
    const bodyLines = new LineIndex(body.text);
    for (const removal of removals) {
      const { line, column } = bodyLines.position(removal.offset);
      checker.problems.push({
        severity: "error",
        file: checker.source(body).file,
        line,
        column,
        field: "",
        message: removal.message,
      });
    }
  }
  if (words === 0 && removals.length === 0)
    checker.wholeFile(body.path, `the post body is empty: write the article in this file`);
  return { html, words, links };
}

function toPost(input: PostInput, slug: string, author: string, html: string, readTime: number): Post {
  return {
    id: input.id,
    slug,
    title: input.title,
    excerpt: input.excerpt,
    author: input.author ?? author,
    publishedAt: input.publishedAt,
    readTime,
    tags: input.tags,
    tagRefs: input.tags.map(tagRef),
    ...displayFields(input.publishedAt, readTime, input.tags),
    ...(input.updatedAt ? { updatedAt: input.updatedAt, displayUpdated: formatDisplayDate(input.updatedAt) } : {}),
    ...(input.featuredImage ? { featuredImage: input.featuredImage } : {}),
    featuredImageSources: input.featuredImage ? modernImageSources(input.featuredImage) : [],
    featuredImageAlt: input.featuredImageAlt ?? "",
    ...(input.seoTitle ? { seoTitle: input.seoTitle } : {}),
    ...(input.seoDescription ? { seoDescription: input.seoDescription } : {}),
    seoKeywords: input.seoKeywords ?? [],
    content: html,
  };
}

export function loadPosts(
  checker: Checker,
  files: DataFile[],
  author: string,
  checkBody: CheckBody,
  publicFiles?: PublicFiles,
): LoadedPost[] {
  const bodies = new Map(files.filter((f) => isPostBody(f.path)).map((f) => [f.path, f]));
  const loaded: LoadedPost[] = [];
  for (const file of files.filter((f) => inCollection("posts", f.path))) {
    const body = findBody(checker, file, bodies);
    const checked = file.unreadable ? null : checker.check(file, collections.posts.schema);
    if (!body || body.unreadable) continue;
    const { html, words, links } = reportBody(checker, body, checkBody, publicFiles);
    if (!checked) continue;
    const { value: input, source } = checked;
    const slug = input.slug ?? slugify(input.title);
    const slugField: JsonPath = input.slug ? ["slug"] : ["title"];
    if (!slug)
      checker.problems.push(
        source.problem(["title"], "the title has no letters or digits to make a slug from; add a `slug` field"),
      );
    if (reservedSlugs.has(slug))
      checker.problems.push(
        source.problem(
          slugField,
          `the slug "${slug}" would hide the blog page /blog/${slug}; add a different \`slug\``,
        ),
      );
    if (slug.length > maxLength.slug)
      checker.problems.push(
        source.problem(
          slugField,
          `the slug made from the title is ${slug.length} characters, over ${maxLength.slug}: add a shorter \`slug\``,
        ),
      );
    const imageProblem = input.featuredImage ? publicFileProblem(input.featuredImage, publicFiles) : null;
    if (imageProblem) checker.problems.push(source.problem(["featuredImage"], imageProblem));
    if (input.updatedAt && input.updatedAt < input.publishedAt) {
      checker.problems.push(
        source.problem(
          ["updatedAt"],
          `updatedAt ${input.updatedAt} is before publishedAt ${input.publishedAt}: a post cannot change before it appears`,
        ),
      );
    }
    const estimate = readTimeFromWords(words);
    if (input.readTime !== undefined && words > 0 && Math.abs(estimate - input.readTime) > input.readTime / 2) {
      checker.problems.push(
        source.problem(
          ["readTime"],
          `read time says ${input.readTime} min but the body has ${words} words (about ${estimate} min at ` +
            `${wordsPerMinute} words a minute); leave readTime out to have it computed`,
          "warning",
        ),
      );
    }
    loaded.push({
      input,
      source,
      body,
      slug,
      slugField,
      post: toPost(input, slug, author, html, input.readTime ?? estimate),
      links,
    });
  }
  for (const orphan of bodies.values()) {
    checker.wholeFile(
      orphan.path,
      `this post body has no metadata file: create ${checker.source(orphan).file.replace(/\.(html|md)$/, ".json")} beside it`,
    );
  }
  findDuplicates(
    loaded,
    (p) => p.input.id,
    (p, first) =>
      checker.problems.push(
        p.source.problem(
          ["id"],
          `duplicate post id "${p.input.id}": ${first.source.file} uses it too; give each post its own id`,
        ),
      ),
  );
  findDuplicates(
    loaded.filter((p) => p.slug),
    (p) => p.slug,
    (p, first) =>
      checker.problems.push(
        p.source.problem(
          p.slugField,
          `duplicate slug "${p.slug}": ${first.source.file} has it too; change the title or add a distinct \`slug\``,
        ),
      ),
  );
  checker.problems.push(...checkTags(loaded.map((p) => ({ source: p.source, tags: p.input.tags }))));
  return loaded;
}
