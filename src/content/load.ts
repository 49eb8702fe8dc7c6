import type { z } from "zod";
import { JsonSource, type JsonPath, type Problem } from "./problems.ts";
import { countWords, displayFields, sortPostsNewestFirst, wordsPerMinute } from "./posts.ts";
import { modernImageSources } from "./images.ts";
import { sanitizePostHtml } from "./sanitize.ts";
import { landingSchema } from "./schemas/landing.ts";
import { postSchema, type PostInput } from "./schemas/post.ts";
import { categoriesFileSchema, frameworksFileSchema } from "./schemas/resources.ts";
import { siteSchema } from "./schemas/site.ts";
import { normalizeSite } from "./site.ts";
import { slugify } from "./slug.ts";
import type { Category, Content, Post } from "./types.ts";
import { LineIndex } from "./problems.ts";
import { parseVideoLink, stockThumbnail, thumbnailUrl } from "./video.ts";
import { zodIssuesToProblems } from "./zod-problems.ts";

/** A file under `data/`, path relative to it with `/` separators (e.g. `posts/intro.json`). */
export interface DataFile {
  path: string;
  text: string;
}

export interface LoadResult {
  /** Present only when there is no error. */
  content: Content | null;
  problems: Problem[];
}

const singletons = {
  "site.json": siteSchema,
  "landing.json": landingSchema,
  "resources/categories.json": categoriesFileSchema,
  "resources/frameworks.json": frameworksFileSchema,
} as const;
type SingletonPath = keyof typeof singletons;

class Checker {
  readonly problems: Problem[] = [];
  constructor(private readonly root: string) {}

  source(file: DataFile): JsonSource {
    return new JsonSource(`${this.root}${file.path}`, file.text);
  }

  /** Parses and checks one JSON file against its schema; returns the parsed value or null. */
  check<S extends z.ZodType>(file: DataFile, schema: S): { value: z.output<S>; source: JsonSource } | null {
    const source = this.source(file);
    const parsed = source.parse();
    if (!parsed.ok) {
      this.problems.push(...parsed.problems);
      return null;
    }
    const result = schema.safeParse(parsed.value, { reportInput: true });
    if (!result.success) {
      this.problems.push(...zodIssuesToProblems(source, schema, result.error.issues));
      return null;
    }
    return { value: result.data, source };
  }

  wholeFile(path: string, message: string, severity: Problem["severity"] = "error") {
    this.problems.push({ severity, file: `${this.root}${path}`, line: 1, column: 1, field: "", message });
  }
}

/** Reports the second of two items that share a key, pointing at the field in the second one. */
function findDuplicates<T>(items: T[], key: (item: T) => string, report: (item: T, first: T) => void) {
  const seen = new Map<string, T>();
  for (const item of items) {
    const first = seen.get(key(item));
    if (first) report(item, first);
    else seen.set(key(item), item);
  }
}

interface LoadedPost {
  input: PostInput;
  source: JsonSource;
  slug: string;
  slugField: JsonPath;
  post: Post;
}

/** How post bodies are sanitised: `sanitizePostHtml`, or a memoised version of it that a script supplies. */
export type Sanitize = typeof sanitizePostHtml;

function loadPosts(checker: Checker, files: DataFile[], author: string, sanitize: Sanitize): LoadedPost[] {
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
    const { html, removals } = sanitize(body.text);
    // The line index costs a pass over every character: build it only for a body with something to report.
    if (removals.length > 0) {
      const bodyLines = new LineIndex(body.text);
      for (const removal of removals) {
        const { line, column } = bodyLines.position(removal.offset);
        checker.problems.push({ severity: "error", file: checker.source(body).file, line, column, field: "", message: removal.message });
      }
    }
    const words = countWords(html);
    if (words === 0) checker.wholeFile(body.path, "the post body is empty: write the article in this file as HTML");
    if (!checked) continue;
    const { value: input, source } = checked;
    const slug = input.slug ?? slugify(input.title);
    const slugField: JsonPath = input.slug ? ["slug"] : ["title"];
    if (!slug) checker.problems.push(source.problem(["title"], "the title has no letters or digits to make a slug from; add a `slug` field"));
    const estimate = Math.max(1, Math.round(words / wordsPerMinute));
    if (words > 0 && Math.abs(estimate - input.readTime) > input.readTime / 2) {
      checker.problems.push(source.problem(["readTime"], `read time says ${input.readTime} min but the body has ${words} words (about ${estimate} min at ${wordsPerMinute} words a minute)`, "warning"));
    }
    loaded.push({
      input, source, slug, slugField,
      post: {
        id: input.id, slug, title: input.title, excerpt: input.excerpt, author: input.author ?? author,
        publishedAt: input.publishedAt, readTime: input.readTime, tags: input.tags,
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
  return loaded;
}

function loadCategories(checker: Checker, file: DataFile): Category[] {
  const checked = checker.check(file, categoriesFileSchema);
  if (!checked) return [];
  const { value, source } = checked;
  const categories = value.categories.map((input, index) => {
    const slug = input.slug ?? slugify(input.name);
    if (!slug) checker.problems.push(source.problem(["categories", index, "name"], "the name has no letters or digits to make a slug from; add a `slug` field"));
    if (input.videos.length === 0) checker.problems.push(source.problem(["categories", index, "videos"], "the category has no videos: add at least one, or remove the category"));
    const videos = input.videos.map((video, v) => {
      const link = parseVideoLink(video.link);
      const field = ["categories", index, "videos", v, "link"];
      if (link.kind === "broken") checker.problems.push(source.problem(field, `expected a video link with a video id (watch?v=…, youtu.be/…, /shorts/…), but ${link.reason}; found "${video.link}"`));
      if (link.kind === "other") checker.problems.push(source.problem(field, `no video id can be read from "${video.link}", so the card shows the stock image`, "warning"));
      const id = link.kind === "video" ? link.id : null;
      return { title: video.title, link: video.link, thumbnail: id ? thumbnailUrl(id) : stockThumbnail, hasHostThumbnail: id !== null };
    });
    return { name: input.name, slug, description: input.description, color: input.color, videos, index, explicitSlug: input.slug !== undefined };
  });
  findDuplicates(categories, (c) => c.name.toLowerCase(), (c, first) =>
    checker.problems.push(source.problem(["categories", c.index, "name"], `duplicate category name "${c.name}": categories[${first.index}] has it too`)));
  // Two categories with the same name already got a problem above; their equal derived slugs add nothing.
  findDuplicates(categories.filter((c) => c.slug), (c) => c.slug, (c, first) => {
    if (c.name.toLowerCase() === first.name.toLowerCase()) return;
    checker.problems.push(source.problem(["categories", c.index, c.explicitSlug ? "slug" : "name"], `duplicate category slug "${c.slug}": categories[${first.index}] has it too`));
  });
  return categories.map(({ index: _index, explicitSlug: _explicit, ...category }) => category);
}

/**
 * Checks every file of a data tree and, when nothing is wrong, returns the normalised content.
 * All problems are reported at once. `root` prefixes file names in messages (e.g. `data/`).
 */
export function loadContent(files: DataFile[], root = "data/", sanitize: Sanitize = sanitizePostHtml): LoadResult {
  const checker = new Checker(root);
  const byPath = new Map(files.map((f) => [f.path, f]));
  const known = (path: string) => Object.hasOwn(singletons, path) || /^posts\/[^/]+\.(json|html)$/.test(path) || /^schemas\/[^/]+\.schema\.json$/.test(path);
  for (const file of files) {
    if (!known(file.path)) checker.wholeFile(file.path, "not a known data file, so the site ignores it (posts go in posts/, resources in resources/)", "warning");
  }
  const single = <P extends SingletonPath>(path: P) => {
    const file = byPath.get(path);
    if (!file) checker.wholeFile(path, `the file is missing: the site needs ${root}${path}`);
    return file;
  };
  const siteFile = single("site.json");
  const site = siteFile ? checker.check(siteFile, siteSchema)?.value : undefined;
  const landingFile = single("landing.json");
  const landing = landingFile ? checker.check(landingFile, landingSchema)?.value : undefined;
  const posts = loadPosts(checker, files, site?.founder.name ?? "", sanitize);
  const categoriesFile = single("resources/categories.json");
  const categories = categoriesFile ? loadCategories(checker, categoriesFile) : [];
  const frameworksFile = single("resources/frameworks.json");
  const frameworks = frameworksFile ? checker.check(frameworksFile, frameworksFileSchema)?.value.frameworks : undefined;

  const problems = checker.problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
  if (problems.some((p) => p.severity === "error") || !site || !landing || !frameworks) return { content: null, problems };
  const { $schema: _landingSchema, ...landingContent } = landing;
  return {
    content: {
      site: normalizeSite(site),
      landing: landingContent,
      posts: sortPostsNewestFirst(posts.map((p) => p.post)),
      categories,
      frameworks,
    },
    problems,
  };
}
