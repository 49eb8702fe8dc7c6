// Old addresses: `redirectFrom` entries that cannot be redirects, tags without pages, and the record of
// published addresses (each bad case names its file, line and field).
import { describe, expect, it } from "vitest";
import { loadContent, type DataFile } from "../../../../src/content/site/load.ts";
import type { Problem } from "../../../../src/content/checking/problems.ts";
import { nextUrlRecord, urlRecordText } from "../../../../src/content/site-checks/url-record.ts";
import { readFixtureTree } from "../../support/fixture-tree.ts";

const startups = "posts/how-to-apply-first-principles-thinking-in-startups.json";
const exercises = "posts/exercises-to-practice-first-principles-thinking-daily.json";
const versus = "posts/first-principles-vs-best-practices.json";

type Edit = (json: Record<string, unknown>) => void;

/** The valid fixture tree with JSON edits applied per file, loaded. */
async function load(edits: Record<string, Edit>, extra: DataFile[] = []) {
  const files = (await readFixtureTree()).map((file) => {
    const edit = edits[file.path];
    if (!edit) return file;
    const json = JSON.parse(file.text) as Record<string, unknown>;
    edit(json);
    return { ...file, text: JSON.stringify(json, null, 2) };
  });
  return loadContent([...files, ...extra], "fixture/");
}

const errors = (problems: Problem[]) => problems.filter((p) => p.severity === "error");

/** The one error, which must name the file and field, on a line of the file that holds that field. */
function oneError(problems: Problem[], file: string, field: string): Problem {
  expect(errors(problems).map((p) => `${p.file} ${p.field}: ${p.message}`)).toHaveLength(1);
  const [problem] = errors(problems) as [Problem];
  expect(problem.file).toBe(`fixture/${file}`);
  expect(problem.field).toBe(field);
  expect(problem.line).toBeGreaterThan(1);
  return problem;
}

const record = (published: string[], retired: string[] = []): DataFile => ({
  path: "published-urls.json",
  text: urlRecordText({ published, retired }),
});

describe("redirectFrom", () => {
  it("turns each old address into a redirect to the page's current address", async () => {
    const { content, problems } = await load({
      [startups]: (json) => void (json.redirectFrom = ["/blog/old-startups-post/"]),
      "resources/categories.json": (json) =>
        void ((json.categories as Array<Record<string, unknown>>)[0]!.redirectFrom = [
          "/resources/clear-communication",
        ]),
    });
    expect(errors(problems)).toEqual([]);
    expect(content?.redirects).toEqual([
      {
        from: "/blog/old-startups-post",
        to: "/blog/how-to-apply-first-principles-thinking-in-startups",
        title: "How to Apply First Principles Thinking in Startups",
      },
      {
        from: "/resources/clear-communication",
        to: "/resources/the-art-of-clear-communication",
        title: "The Art of Clear Communication",
      },
    ]);
  });

  it("refuses an entry that is the page's own address", async () => {
    const { content, problems } = await load({
      [startups]: (json) => void (json.redirectFrom = ["/blog/how-to-apply-first-principles-thinking-in-startups"]),
    });
    expect(content).toBeNull();
    expect(oneError(problems, startups, "redirectFrom[0]").message).toContain(
      "own address: a page cannot redirect to itself",
    );
  });

  it("refuses an entry that is another post's or category's address", async () => {
    const { problems } = await load({ [startups]: (json) => void (json.redirectFrom = ["/resources/ai-content"]) });
    const problem = oneError(problems, startups, "redirectFrom[0]");
    expect(problem.message).toContain(
      'is the address of the category "AI-Powered Content Strategy" (fixture/resources/categories.json), a live page',
    );
  });

  it("refuses an entry that is a live page of the site", async () => {
    const { problems } = await load({
      [startups]: (json) => void (json.redirectFrom = ["/blog", "/blog/tag/strategy/", "/rss.xml"]),
    });
    expect(errors(problems).map((p) => [p.field, p.message.includes("is a live page or file of the site")])).toEqual([
      ["redirectFrom[0]", true],
      ["redirectFrom[1]", true],
      ["redirectFrom[2]", true],
    ]);
  });

  it("refuses a chain: an old address of a page that is itself the target of redirects", async () => {
    const { problems } = await load({
      [exercises]: (json) => void (json.redirectFrom = ["/blog/daily-drills"]),
      [startups]: (json) => void (json.redirectFrom = ["/blog/exercises-to-practice-first-principles-thinking-daily"]),
    });
    const problem = oneError(problems, startups, "redirectFrom[0]");
    expect(problem.message).toContain(
      'itself the target of redirects from "/blog/daily-drills": that would be a chain of redirects',
    );
  });

  it("refuses an old address two pages claim", async () => {
    const { problems } = await load({
      [exercises]: (json) => void (json.redirectFrom = ["/blog/old"]),
      [startups]: (json) => void (json.redirectFrom = ["/blog/old"]),
    });
    const problem = oneError(problems, startups, "redirectFrom[0]");
    expect(problem.message).toContain(
      `"/blog/old" already redirects to the post "Exercises to Practice First Principles Thinking Daily" (fixture/${exercises})`,
    );
  });

  it("refuses an entry that is not a site path", async () => {
    const { problems } = await load({
      [startups]: (json) => void (json.redirectFrom = ["https://old.example/blog/x"]),
    });
    expect(oneError(problems, startups, "redirectFrom[0]").message).toContain("expected a site path starting with `/`");
  });
});

describe("tags", () => {
  it("refuses a tag of only punctuation: it has no slug for its page", async () => {
    const { problems } = await load({ [versus]: (json) => void ((json.tags as string[])[2] = "?!") });
    expect(oneError(problems, versus, "tags[2]").message).toContain(
      'the tag "?!" has no letters or digits, so it has no address for its tag page (an empty slug)',
    );
  });

  it("refuses two spellings of a tag that make one tag page", async () => {
    const { problems } = await load({ [startups]: (json) => void ((json.tags as string[])[2] = "strategy!") });
    const problem = oneError(problems, startups, "tags[2]");
    expect(problem.message).toContain(
      `the tag "strategy!" and the tag "Strategy" (fixture/${versus}) both make the tag page /blog/tag/strategy`,
    );
  });

  it("refuses a post slug that would hide the tag index", async () => {
    const { problems } = await load({ [versus]: (json) => void (json.slug = "tags") });
    expect(oneError(problems, versus, "slug").message).toContain('the slug "tags" would hide the blog page /blog/tags');
  });
});

describe("the record of published addresses", () => {
  const today = [
    "/blog/how-to-apply-first-principles-thinking-in-startups",
    "/blog/exercises-to-practice-first-principles-thinking-daily",
    "/resources/ai-content",
  ];

  it("passes when every recorded address is still a page, a redirect or retired", async () => {
    const { problems } = await load({ [startups]: (json) => void (json.redirectFrom = ["/blog/moved"]) }, [
      record([...today, "/blog/moved", "/blog/gone"], ["/blog/gone"]),
    ]);
    expect(errors(problems)).toEqual([]);
  });

  it("fails when a post's title changes its address, naming the old address and the three fixes", async () => {
    const { content, problems } = await load(
      { [startups]: (json) => void (json.title = "How to Apply First Principles in a Startup") },
      [record(today)],
    );
    expect(content).toBeNull();
    const problem = oneError(problems, "published-urls.json", "published[0]");
    expect(problem.message).toContain(
      '"/blog/how-to-apply-first-principles-thinking-in-startups" was published but no post has this address any more',
    );
    expect(problem.message).toContain(
      'set "slug": "how-to-apply-first-principles-thinking-in-startups" on the post to keep the old address',
    );
    expect(problem.message).toContain(
      'add "/blog/how-to-apply-first-principles-thinking-in-startups" to the post\'s "redirectFrom" list',
    );
    expect(problem.message).toContain('moving it from "published" to "retired" in this file');
  });

  it("only warns, with the same fixes, for a local preview build, and keeps the address in the record", async () => {
    const files = (await readFixtureTree()).map((file) =>
      file.path === startups
        ? { ...file, text: file.text.replace('"How to Apply First Principles Thinking in Startups"', '"A New Title"') }
        : file,
    );
    const { content, problems } = loadContent([...files, record(today)], "fixture/", undefined, {
      vanishedUrls: "warning",
    });
    expect(errors(problems)).toEqual([]);
    const warned = problems.filter((p) => p.file === "fixture/published-urls.json");
    expect(warned.map((p) => `${p.severity} ${p.field}`)).toEqual(["warning published[0]"]);
    expect(warned[0]?.message).toContain(
      'set "slug": "how-to-apply-first-principles-thinking-in-startups" on the post to keep the old address',
    );
    expect(warned[0]?.message).toContain("`npm run validate` and `npm run build -- --production` refuse it");
    expect(
      nextUrlRecord(
        content!.publishedUrls,
        content!.posts.map((post) => `/blog/${post.slug}`),
      ).published,
    ).toContain("/blog/how-to-apply-first-principles-thinking-in-startups");
  });

  it("fails when a post is removed or a category renamed", async () => {
    const files = (await readFixtureTree()).filter((file) => !file.path.startsWith("posts/exercises"));
    const renamed = files.map((file) =>
      file.path === "resources/categories.json"
        ? { ...file, text: file.text.replace('"slug": "ai-content"', '"slug": "ai-content-strategy"') }
        : file,
    );
    const { problems } = loadContent([...renamed, record(today)], "fixture/");
    expect(errors(problems).map((p) => p.field)).toEqual(["published[1]", "published[2]"]);
    expect(errors(problems)[1]?.message).toContain(
      '"/resources/ai-content" was published but no category has this address',
    );
  });

  it("treats a missing record as a fresh site that has published nothing yet", async () => {
    const { content, problems } = await load({ [startups]: (json) => void (json.title = "A Brand New Title") });
    expect(errors(problems)).toEqual([]);
    expect(content?.publishedUrls).toEqual({ published: [], retired: [] });
  });

  it("adds today's addresses after a build and never drops one", () => {
    const next = nextUrlRecord({ published: ["/blog/b", "/blog/old"], retired: ["/blog/x"] }, ["/blog/a", "/blog/b"]);
    expect(next).toEqual({ published: ["/blog/a", "/blog/b", "/blog/old"], retired: ["/blog/x"] });
  });
});

describe("redirect files", () => {
  it("put the site's base path on both sides of a _redirects line and on the page's link; the canonical is absolute", async () => {
    const { redirectPage, redirectsFile } = await import("../../../../src/content/outputs/redirect-files.ts");
    const { normalizeSite } = await import("../../../../src/content/site/site-facts.ts");
    const { content } = await load({});
    const site = {
      ...content!.site,
      ...normalizeSite({
        ...JSON.parse((await readFixtureTree()).find((f) => f.path === "site.json")!.text),
        url: "https://studio.example/site/",
      }),
    };
    const redirect = { from: "/blog/old", to: "/blog/new", title: "New <Title>" };
    expect(redirectsFile(site, [redirect])).toBe("/site/blog/old /site/blog/new 301\n");
    const html = redirectPage(site, redirect);
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/site/blog/new" />');
    expect(html).toContain('<link rel="canonical" href="https://studio.example/site/blog/new" />');
    expect(html).toContain('<a href="/site/blog/new">New &lt;Title&gt;</a>');
  });
});
