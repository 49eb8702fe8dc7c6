// Drafts, scheduled posts, updates and computed read times: held back in one place, so every list agrees.
import { beforeAll, describe, expect, it } from "vitest";
import { feedLinks } from "../../../../src/content/head/feed-links.ts";
import { loadContent, type DataFile } from "../../../../src/content/site/load.ts";
import { listPages } from "../../../../src/content/pages/list-pages.ts";
import type { PostData } from "../../../../src/content/pages/page-data.ts";
import type { Content } from "../../../../src/content/shared/types.ts";
import { readFixtureTree } from "../../support/fixture-tree.ts";

const startups = "posts/how-to-apply-first-principles-thinking-in-startups.json";
const drills = "posts/exercises-to-practice-first-principles-thinking-daily.json";
const versus = "posts/first-principles-vs-best-practices.json";

/**
 * The valid fixture with the startups post scheduled for 2025-03-01, the drills post a draft, and the third updated.
 */
async function editedTree(): Promise<DataFile[]> {
  const edit = (text: string, from: string, to: string) => text.replace(from, to);
  return (await readFixtureTree()).map((file) => {
    if (file.path === startups)
      return { ...file, text: edit(file.text, '"publishedAt": "2025-01-27"', '"publishedAt": "2025-03-01"') };
    if (file.path === drills)
      return { ...file, text: edit(file.text, '"publishedAt"', '"draft": true,\n  "publishedAt"') };
    if (file.path === versus)
      return {
        ...file,
        text: edit(file.text, /"readTime": \d+,/.exec(file.text)?.[0] ?? "", '"updatedAt": "2025-03-03",'),
      };
    return file;
  });
}

/** Every feed's text, in the table's order (RSS, Atom, JSON Feed). */
const feedTexts = (content: Content) => feedLinks.map((feed) => feed.make(content));

let files: DataFile[];
let built: Content;
beforeAll(async () => {
  files = await editedTree();
  const result = loadContent(files, "data/", undefined, { today: "2025-02-01" });
  expect(result.problems).toEqual([]);
  built = result.content!;
});

describe("what a build holds back", () => {
  /** The slugs published and the reasons held back, loading the edited tree with `today`. */
  const outcome = (today?: string) => {
    const { content } = loadContent(files, "data/", undefined, today === undefined ? {} : { today });
    return { published: content!.posts.map((post) => post.slug).sort(), held: content!.heldBack.map((p) => p.reason) };
  };

  it("holds back drafts always and posts dated after today, and publishes a post on its own day", () => {
    expect(outcome("2025-02-28")).toEqual({
      published: ["first-principles-vs-best-practices"],
      held: ["draft", "scheduled"],
    });
    expect(outcome("2025-03-01")).toEqual({
      published: ["first-principles-vs-best-practices", "how-to-apply-first-principles-thinking-in-startups"],
      held: ["draft"],
    });
  });

  it("schedules nothing without a build date, but still holds back drafts", () => {
    expect(outcome()).toEqual({
      published: ["first-principles-vs-best-practices", "how-to-apply-first-principles-thinking-in-startups"],
      held: ["draft"],
    });
  });
});

describe("a build", () => {
  it("publishes only the post that is neither a draft nor scheduled, and says what it held back and when it goes live", () => {
    expect(built.posts.map((post) => post.slug)).toEqual(["first-principles-vs-best-practices"]);
    expect(built.heldBack).toEqual([
      {
        file: `data/${drills}`,
        title: "Exercises to Practice First Principles Thinking Daily",
        reason: "draft",
        publishedAt: "2025-01-26",
      },
      {
        file: `data/${startups}`,
        title: "How to Apply First Principles Thinking in Startups",
        reason: "scheduled",
        publishedAt: "2025-03-01",
      },
    ]);
  });

  it("leaves held-back posts out of every page, the sitemap's pages and every feed", () => {
    const paths = listPages(built).map((page) => page.path);
    expect(paths).toContain("/blog/first-principles-vs-best-practices");
    expect(paths.filter((path) => /exercises|how-to-apply/.test(path))).toEqual([]);
    for (const text of feedTexts(built)) {
      expect(text).toContain("first-principles-vs-best-practices");
      expect(text).not.toMatch(/exercises-to-practice|how-to-apply/);
    }
  });

  it("publishes the scheduled post once the build's date reaches it", () => {
    const later = loadContent(files, "data/", undefined, { today: "2025-03-01" }).content!;
    expect(later.posts.map((post) => post.slug)).toEqual([
      "how-to-apply-first-principles-thinking-in-startups",
      "first-principles-vs-best-practices",
    ]);
  });

  it("shows held-back posts in the dev server's preview, marked as draft or scheduled", () => {
    const preview = loadContent(files, "data/", undefined, { today: "2025-02-01", preview: true }).content!;
    expect(preview.posts.map((post) => [post.slug, post.status])).toEqual([
      ["how-to-apply-first-principles-thinking-in-startups", "scheduled"],
      ["exercises-to-practice-first-principles-thinking-daily", "draft"],
      ["first-principles-vs-best-practices", undefined],
    ]);
  });
});

describe("an updated post", () => {
  it("shows 'Updated' with its date, and gives it as dateModified, lastmod and the feeds' updated date", () => {
    const post = built.posts[0]!;
    expect(post).toMatchObject({ updatedAt: "2025-03-03", displayUpdated: "March 3, 2025" });
    const page = listPages(built).find((spec) => spec.path === "/blog/first-principles-vs-best-practices")!;
    expect(page.lastmod).toBe("2025-03-03");
    const data = page.build() as PostData & { head: { jsonLd: string[] } };
    expect(JSON.parse(data.head.jsonLd[0]!)).toMatchObject({ datePublished: "2025-01-25", dateModified: "2025-03-03" });
    const [rss, atom, json] = feedTexts(built);
    expect(atom).toMatch(/<updated>2025-03-03T00:00:00.000Z<\/updated>\s*<summary/);
    expect(atom).toContain("<published>2025-01-25T00:00:00.000Z</published>");
    expect(JSON.parse(json!).items[0]).toMatchObject({
      date_published: "2025-01-25T00:00:00.000Z",
      date_modified: "2025-03-03T00:00:00.000Z",
    });
    // RSS items have no updated date: the channel's lastBuildDate carries it, pubDate stays the publication.
    expect(rss).toContain("<lastBuildDate>Mon, 03 Mar 2025 00:00:00 GMT</lastBuildDate>");
    expect(rss).toContain("<pubDate>Sat, 25 Jan 2025 00:00:00 GMT</pubDate>");
  });

  it("computes the read time from the body when readTime is left out (about 230 words a minute)", () => {
    const post = built.posts[0]!;
    expect(files.find((file) => file.path === versus)!.text).not.toContain("readTime");
    expect(post.readTime).toBe(1);
    expect(post.readTimeLabel).toBe("1 min read");
  });
});
