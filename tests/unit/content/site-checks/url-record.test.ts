// The record of published addresses: read and checked against today's pages, then extended by the build.
import { describe, expect, it } from "vitest";
import { Checker } from "../../../../src/content/checking/checker.ts";
import { nextUrlRecord, readUrlRecord, urlRecordText } from "../../../../src/content/site-checks/url-record.ts";

const file = (published: string[], retired: string[] = []) => ({
  path: "published-urls.json",
  text: urlRecordText({ published, retired }),
});

describe("urlRecordText", () => {
  it("writes the schema, the published list and, only when there is one, the retired list", () => {
    expect(JSON.parse(urlRecordText({ published: ["/blog/a"], retired: [] }))).toEqual({
      $schema: "./schemas/published-urls.schema.json",
      published: ["/blog/a"],
    });
    expect(JSON.parse(urlRecordText({ published: [], retired: ["/blog/b"] }))).toMatchObject({ retired: ["/blog/b"] });
    expect(urlRecordText({ published: [], retired: [] }).endsWith("}\n")).toBe(true);
  });
});

describe("nextUrlRecord", () => {
  it("keeps every address published before, adds today's once, and sorts both lists", () => {
    const next = nextUrlRecord({ published: ["/blog/b", "/blog/a"], retired: ["/z", "/y"] }, ["/blog/c", "/blog/a"]);
    expect(next).toEqual({ published: ["/blog/a", "/blog/b", "/blog/c"], retired: ["/y", "/z"] });
  });
});

describe("readUrlRecord", () => {
  const live = new Set(["/blog/a"]);
  const redirected = new Set(["/blog/old"]);

  it("treats a missing file as a site that has published nothing, and checks nothing", () => {
    const checker = new Checker("data/");
    const { record, check } = readUrlRecord(checker, undefined);
    check(new Set(), new Set());
    expect(record).toEqual({ published: [], retired: [] });
    expect(checker.problems).toEqual([]);
  });

  it("passes an address that is live, redirected or retired", () => {
    const checker = new Checker("data/");
    readUrlRecord(checker, file(["/blog/a", "/blog/old", "/blog/gone"], ["/blog/gone"])).check(live, redirected);
    expect(checker.problems).toEqual([]);
  });

  it("reports a vanished post and a vanished category at their line, with the slug that would keep them", () => {
    const checker = new Checker("data/");
    readUrlRecord(checker, file(["/blog/a", "/blog/lost-post", "/resources/lost-category"])).check(live, redirected);
    expect(checker.problems.map((p) => [p.severity, p.file, p.line, p.field])).toEqual([
      ["error", "data/published-urls.json", 5, "published[1]"],
      ["error", "data/published-urls.json", 6, "published[2]"],
    ]);
    expect(checker.problems[0]?.message).toContain("no post has this address any more");
    expect(checker.problems[0]?.message).toContain('set "slug": "lost-post" on the post');
    expect(checker.problems[1]?.message).toContain("no category has this address any more");
  });

  it("names the three fixes in full, and nothing about a preview when the build refuses it", () => {
    const checker = new Checker("data/");
    readUrlRecord(checker, file(["/blog/lost-post"])).check(live, redirected);
    expect(checker.problems[0]?.message).toBe(
      '"/blog/lost-post" was published but no post has this address any more (its title or slug changed, or it was ' +
        'removed). Fix it one of three ways: set "slug": "lost-post" on the post to keep the old address; or add ' +
        '"/blog/lost-post" to the post\'s "redirectFrom" list so the old address redirects to the new one; or retire ' +
        'it on purpose by moving it from "published" to "retired" in this file',
    );
  });

  it("only warns for a local preview build, and says which commands still refuse it", () => {
    const checker = new Checker("data/");
    readUrlRecord(checker, file(["/blog/lost"]), "warning").check(live, redirected);
    expect(checker.problems.map((p) => p.severity)).toEqual(["warning"]);
    expect(checker.problems[0]?.message).toMatch(
      /This preview builds anyway, but `npm run validate` and .* refuse it$/,
    );
  });

  it("reports a record that fails its schema, and then has nothing to check", () => {
    const checker = new Checker("data/");
    const { record, check } = readUrlRecord(checker, { path: "published-urls.json", text: '{ "published": 3 }' });
    check(live, redirected);
    expect(record).toEqual({ published: [], retired: [] });
    expect(checker.problems.map((p) => p.field)).toContain("published");
  });
});
