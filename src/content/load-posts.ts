// Post files: metadata JSON beside an HTML body, sanitised, counted, and checked for duplicates.
import { findDuplicates, type Checker, type DataFile } from "./checker.ts";
import { checkTags } from "./check-tags.ts";
import { modernImageSources } from "./images.ts";
import { LineIndex, type JsonPath, type JsonSource } from "./problems.ts";
import type { CheckBody } from "./post-body.ts";
import { displayFields, wordsPerMinute } from "./posts.ts";
import { postSchema, type PostInput } from "./schemas/post.ts";
import { slugify } from "./slug.ts";
import { tagRef } from "./tags.ts";
import type { Post } from "./types.ts";

export interface LoadedPost {
  input: PostInput;
  source: JsonSource;
  slug: string;
  slugField: JsonPath;
  post: Post;
}

/** Post slugs that would hide a blog page: `/blog/tags` lists the tags. */
const reservedSlugs = new Set(["tags"]);

export function loadPosts(checker: Checker, files: DataFile[], author: string, checkBody: CheckBody): LoadedPost[] {
  const bodies = new Map(files.filter((f) => /^posts\/[^/]+\.html$/.test(f.path)).map((f) => [f.path, f]));
  const loaded: LoadedPost[] = [];
  for (const file of files.filter((f) => /^posts\/[^/]+\.json$/.test(f.path))) {
    const bodyPath = file.path.replace(/\.json$/, ".html");
    const body = bodies.get(bodyPath);
    bodies.delete(bodyPath);
    const checked = checker.check(file, postSchema);
    if (!body) {
      checker.wholeFile(file.path, `the post body is missing: create ${checker.source({ path: bodyPath, text: "" }).file} beside this file`);
      continue;
    }
    const { html, removals, words } = checkBody(body.text, body.path);
    // The line index costs a pass over every character: build it only for a body with something to report.
    if (removals.length > 0) {
      const bodyLines = new LineIndex(body.text);
      for (const removal of removals) {
        const { line, column } = bodyLines.position(removal.offset);
        checker.problems.push({ severity: "error", file: checker.source(body).file, line, column, field: "", message: removal.message });
      }
    }
    if (words === 0) checker.wholeFile(body.path, "the post body is empty: write the article in this file as HTML");
    if (!checked) continue;
    const { value: input, source } = checked;
    const slug = input.slug ?? slugify(input.title);
    const slugField: JsonPath = input.slug ? ["slug"] : ["title"];
    if (!slug) checker.problems.push(source.problem(["title"], "the title has no letters or digits to make a slug from; add a `slug` field"));
    if (reservedSlugs.has(slug)) checker.problems.push(source.problem(slugField, `the slug "${slug}" would hide the blog page /blog/${slug}; add a different \`slug\``));
    const estimate = Math.max(1, Math.round(words / wordsPerMinute));
    if (words > 0 && Math.abs(estimate - input.readTime) > input.readTime / 2) {
      checker.problems.push(source.problem(["readTime"], `read time says ${input.readTime} min but the body has ${words} words (about ${estimate} min at ${wordsPerMinute} words a minute)`, "warning"));
    }
    loaded.push({
      input, source, slug, slugField,
      post: {
        id: input.id, slug, title: input.title, excerpt: input.excerpt, author: input.author ?? author,
        publishedAt: input.publishedAt, readTime: input.readTime, tags: input.tags, tagRefs: input.tags.map(tagRef),
        ...displayFields(input.publishedAt, input.readTime, input.tags),
        ...(input.featuredImage ? { featuredImage: input.featuredImage } : {}),
        featuredImageSources: input.featuredImage ? modernImageSources(input.featuredImage) : [],
        featuredImageAlt: input.featuredImageAlt ?? "",
        ...(input.seoTitle ? { seoTitle: input.seoTitle } : {}),
        ...(input.seoDescription ? { seoDescription: input.seoDescription } : {}),
        seoKeywords: input.seoKeywords ?? [], content: html,
      },
    });
  }
  for (const orphan of bodies.values()) {
    checker.wholeFile(orphan.path, `this post body has no metadata file: create ${checker.source(orphan).file.replace(/\.html$/, ".json")} beside it`);
  }
  findDuplicates(loaded, (p) => p.input.id, (p, first) =>
    checker.problems.push(p.source.problem(["id"], `duplicate post id "${p.input.id}": ${first.source.file} uses it too; give each post its own id`)));
  findDuplicates(loaded.filter((p) => p.slug), (p) => p.slug, (p, first) =>
    checker.problems.push(p.source.problem(p.slugField, `duplicate slug "${p.slug}": ${first.source.file} has it too; change the title or add a distinct \`slug\``)));
  checker.problems.push(...checkTags(loaded.map((p) => ({ source: p.source, tags: p.input.tags }))));
  return loaded;
}
