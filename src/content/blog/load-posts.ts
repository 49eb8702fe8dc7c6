// Post files: metadata JSON beside one body (Markdown or HTML), or one Markdown file with JSON front matter; bodies
// sanitised and counted, posts checked for duplicates.
import { findDuplicates, type Checker, type DataFile } from "../checking/checker.ts";
import { inCollection, isPostBody, postBodyPaths, postMetadataPath } from "../loading/data-files.ts";
import { postSchema } from "../schemas/post.ts";
import { splitFrontMatter } from "./client/front-matter.ts";
import { modernImageSources } from "../shared/images.ts";
import { formatDisplayDate } from "../shared/dates.ts";
import { LineIndex, type JsonPath, type JsonSource } from "../checking/problems.ts";
import type { CheckBody } from "../body/post-body.ts";
import type { BodyLink } from "../body/body-links.ts";
import { publicFileProblem, type PublicFiles } from "../checking/public-files.ts";
import { maxLength } from "../schemas/common.ts";
import { displayFields } from "./posts.ts";
import { readTimeFromWords, wordsPerMinute } from "../body/client/read-time.ts";
import type { PostInput } from "../schemas/post.ts";
import { slugify } from "../shared/slug.ts";
import { tagRef } from "./tags.ts";
import type { Post } from "../shared/types.ts";

export interface LoadedPost {
  input: PostInput;
  source: JsonSource;
  /** The body as read, for locating problems in it: its own file, or the part after the front matter. */
  body: DataFile;
  /** Lines of the body's file before the body (the front matter's), added to positions found in `body.text`. */
  bodyLine: number;
  slug: string;
  slugField: JsonPath;
  post: Post;
  /** The body's links, which the core checks once it knows every page (site-checks/internal-links.ts). */
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
function reportBody(checker: Checker, { body, bodyLine }: PostFiles, checkBody: CheckBody, publicFiles?: PublicFiles) {
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
        line: line + bodyLine,
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

/** A post's metadata and body: two files, or the two parts of one file with front matter. */
interface PostFiles {
  metadata: DataFile;
  body: DataFile;
  bodyLine: number;
}

/** The front matter and the body of a Markdown file that starts with JSON front matter, or null. */
function frontMatterPost(file: DataFile): PostFiles | null {
  const split = file.unreadable || !file.path.endsWith(".md") ? null : splitFrontMatter(file.text);
  if (!split) return null;
  return {
    metadata: { path: file.path, text: split.matter },
    body: { path: file.path, text: split.body },
    bodyLine: split.bodyLine,
  };
}

/** Every post's files, in the order of `files`; the problems of pairing them are reported. */
function findPosts(
  checker: Checker,
  files: readonly DataFile[],
): Array<PostFiles | { metadata: DataFile; body: null }> {
  const bodies = new Map(files.filter((f) => isPostBody(f.path)).map((f) => [f.path, f]));
  const whole = new Map(files.flatMap((f) => (bodies.has(f.path) ? [[f.path, frontMatterPost(f)] as const] : [])));
  for (const [path, post] of whole) if (post) bodies.delete(path);
  const found: Array<PostFiles | { metadata: DataFile; body: null }> = [];
  for (const file of files) {
    const post = whole.get(file.path);
    if (post) found.push(post);
    if (!inCollection("posts", file.path)) continue;
    const twin = postBodyPaths(file.path).find((path) => whole.get(path));
    if (twin) {
      const name = (path: string) => checker.source({ path, text: "" }).file;
      checker.wholeFile(
        file.path,
        `this post's metadata is here and in the front matter of ${name(twin)}: keep one (move the fields into the front matter and delete this file)`,
      );
      continue;
    }
    const body = findBody(checker, file, bodies);
    found.push(body ? { metadata: file, body, bodyLine: 0 } : { metadata: file, body: null });
  }
  for (const orphan of bodies.values()) {
    const json = checker.source({ path: postMetadataPath(orphan.path), text: "" }).file;
    const frontMatter = orphan.path.endsWith(".md")
      ? ", or start this file with JSON front matter (a line `{`, the fields, a line `}`: docs/writing-posts.md)"
      : "";
    checker.wholeFile(orphan.path, `this post body has no metadata file: create ${json} beside it${frontMatter}`);
  }
  return found;
}

export function loadPosts(
  checker: Checker,
  files: readonly DataFile[],
  author: string,
  checkBody: CheckBody,
  publicFiles?: PublicFiles,
): LoadedPost[] {
  const loaded: LoadedPost[] = [];
  for (const found of findPosts(checker, files)) {
    const { metadata: file } = found;
    const checked = file.unreadable ? null : checker.check(file, postSchema);
    if (!found.body || found.body.unreadable) continue;
    const { html, words, links } = reportBody(checker, found, checkBody, publicFiles);
    if (!checked) continue;
    const { body, bodyLine } = found;
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
      bodyLine,
      slug,
      slugField,
      post: toPost(input, slug, author, html, input.readTime ?? estimate),
      links,
    });
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
  return loaded;
}
