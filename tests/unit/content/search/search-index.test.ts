// The static search index, queried with the browser's own search code (files handed over from memory).
import { describe, expect, it } from "vitest";
import { loadContent } from "../../../../src/content/site/load.ts";
import { bodyWords, searchIndexFiles } from "../../../../src/content/search/search-index.ts";
import type { SearchHead } from "../../../../src/content/search/client/search-options.ts";
import type { Content } from "../../../../src/content/shared/types.ts";
import { createSearch } from "../../../../src/content/search/client/search-client.ts";
import { postBodies } from "../../../../scripts/measure/post-bodies.ts";
import { readFixtureTree } from "../../support/fixture-tree.ts";

async function fixtureContent(): Promise<Content> {
  const { content } = loadContent(await readFixtureTree(), "fixture/");
  if (!content) throw new Error("fixture does not load");
  return content;
}

const indexFiles = (content: Content) => searchIndexFiles(content, (kind, text) => `${kind}-${text.length}.json`);

/** The browser's search over `content`'s index; `fetched` lists the index files and the post pages' data read. */
function searchOver(content: Content) {
  const files = indexFiles(content);
  const fetched: string[] = [];
  const search = createSearch(
    async (file) => {
      fetched.push(file);
      const text = files.get(file);
      if (text === undefined) throw new Error(`no file ${file}`);
      return JSON.parse(text);
    },
    postBodies(content.posts, (path) => fetched.push(path)),
  );
  return { search, fetched, files };
}

describe("the search index", () => {
  it("stems English words: a form of a word finds the others", async () => {
    const content = await fixtureContent();
    const { search } = searchOver(content);
    const paths = async (query: string) => (await search(query)).results.map((result) => result.path).sort();
    expect((await paths("strategies")).length).toBeGreaterThan(0);
    expect(await paths("strategies")).toEqual(await paths("strategy"));
    // The word being typed: "positioni" already finds what "positioning" (stem "posit") finds.
    expect(await paths("positioni")).toEqual(await paths("positioning"));
  });

  it("shows the sentence that matched with its words marked, and a matching heading leads to its section", async () => {
    const content = await fixtureContent();
    const post = content.posts[0]!;
    const body = `<p>Nothing here.</p><h2>Why pricing pages fail</h2><p>Teams copy rivals. Writing the pricing table twice helps.</p>`;
    const edited = { ...content, posts: [{ ...post, content: body }, ...content.posts.slice(1)] };
    const { search } = searchOver(edited);
    const [result] = (await search("write pricing")).results;
    expect(result?.excerpt.section?.id).toBe("why-pricing-pages-fail");
    expect(result?.excerpt.sentence).toEqual([
      { text: "Writing", mark: true },
      { text: " the ", mark: false },
      { text: "pricing", mark: true },
      { text: " table twice helps.", mark: false },
    ]);
  });

  it("finds a video by its speaker, who is named apart from the title", async () => {
    const content = await fixtureContent();
    const category = content.categories[0]!;
    const video = { ...category.videos[0]!, title: "How Talks Are Made", speaker: "Quillfeather Zandvoort" };
    const edited = {
      ...content,
      categories: [{ ...category, videos: [video, ...category.videos.slice(1)] }, ...content.categories.slice(1)],
    };
    const { search } = searchOver(edited);
    const answer = await search("zandvoort");
    expect(answer.total).toBe(1);
    expect(answer.results[0]).toMatchObject({
      kind: "video",
      title: "How Talks Are Made",
      path: `/resources/${category.slug}`,
    });
  });

  it("finds a post by a word only its body has, and links to it", async () => {
    const content = await fixtureContent();
    const post = content.posts[0]!;
    // A word of this body that no title, excerpt or tag of any post or resource contains.
    const elsewhere = JSON.stringify([
      content.posts.map((p) => [p.title, p.excerpt, p.tags]),
      content.categories,
    ]).toLowerCase();
    const otherBodies = content.posts
      .slice(1)
      .map((p) => bodyWords(p.content))
      .join(" ");
    const word = bodyWords(post.content)
      .split(" ")
      .find((w) => w.length > 6 && /^[a-z]+$/.test(w) && !elsewhere.includes(w) && !otherBodies.split(" ").includes(w));
    expect(word, "the first post has a word of its own").toBeTruthy();
    const { search } = searchOver(content);
    const answer = await search(word!);
    expect(answer.total).toBe(1);
    expect(answer.results[0]).toMatchObject({ kind: "post", title: post.title, path: `/blog/${post.slug}` });
  });

  it("finds a video by a word of its title (where the speaker is named) and leads to its category", async () => {
    const content = await fixtureContent();
    const { search } = searchOver(content);
    const answer = await search("curse knowledge");
    expect(answer.results).toEqual([
      {
        id: expect.any(Number),
        kind: "video",
        title: "The Curse of Knowledge",
        path: "/resources/the-art-of-clear-communication",
        text: "The Art of Clear Communication",
        excerpt: { sentence: null, section: null },
        marked: {
          title: [
            { text: "The ", mark: false },
            { text: "Curse", mark: true },
            { text: " of ", mark: false },
            { text: "Knowledge", mark: true },
          ],
          text: [{ text: "The Art of Clear Communication", mark: false }],
        },
      },
    ]);
  });

  it("fetches the head, then only the shards of the query's first letters, the documents it shows and their pages' data", async () => {
    const content = await fixtureContent();
    const { search, fetched, files } = searchOver(content);
    const head = JSON.parse(files.get("index.json")!) as SearchHead;
    expect(Object.keys(head.shards).length).toBeGreaterThan(10);
    expect([...files.keys()].every((file) => /^(index|terms-.+|docs)-?[\d]*\.json$/.test(file))).toBe(true);
    const answer = await search("Strat");
    expect(answer.total).toBeGreaterThan(0);
    const posts = answer.results.filter((result) => result.kind === "post").map((result) => result.path);
    expect(posts.length).toBeGreaterThan(0);
    expect(fetched).toEqual(["index.json", head.shards.s, head.chunks[0], ...posts]);
    const seen = fetched.length;
    await search("strategy startups");
    expect(fetched).toHaveLength(seen);
  });

  it("matches every word of the query, forgives accents and case, and answers nothing for stop words alone", async () => {
    const content = await fixtureContent();
    const { search } = searchOver(content);
    const both = await search("STARTUPS strategy");
    const one = await search("startups");
    expect(both.total).toBeGreaterThan(0);
    expect(both.total).toBeLessThanOrEqual(one.total);
    expect((await search("STRATÉGY")).total).toBe((await search("strategy")).total);
    expect(await search("the and of")).toMatchObject({ total: 0, results: [] });
    expect((await search("qqqzzz")).total).toBe(0);
    // No exact match: a slip in a longer word is forgiven; short words are taken as typed.
    expect((await search("stratgy")).total).toBe((await search("strategy")).total);
    expect((await search("model")).total).toBeGreaterThan(0);
    expect((await search("mdoel")).total).toBe(0);
  });
});
