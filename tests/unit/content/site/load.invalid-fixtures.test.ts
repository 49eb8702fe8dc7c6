// Every invalid fixture is refused with its one defect at file:line:col, field and message.
import { describe, expect, it } from "vitest";
import { loadContent, type DataFile } from "../../../../src/content/site/load.ts";
import { formatFieldPath, type Problem } from "../../../../src/content/checking/problems.ts";
import { pathAtOffset } from "../../support/json-path.ts";
import { listPublicFiles } from "../../../../scripts/shared/read-data.ts";
import { overlayNames, readFixtureTree } from "../../support/fixture-tree.ts";

/** What the maintainer must see: where (file relative to data/, line, column, field), how bad, and what. */
interface Expected {
  file: string;
  line: number;
  column: number;
  field: string;
  message: string;
  severity?: Problem["severity"];
}

const apply = "posts/how-to-apply-first-principles-thinking-in-startups";
const drills = "posts/exercises-to-practice-first-principles-thinking-daily";
const categories = "resources/categories.json";
/** The day these checks count as today: after every fixture post, so only a deliberately late date is scheduled. */
const options = { today: "2025-02-01" };

/** Every problem each case produces, in the order they are reported. One defect each, so mostly one problem. */
const invalidCases: Record<string, Expected[]> = {
  "json-missing-comma": [
    {
      file: "site.json",
      line: 5,
      column: 3,
      field: "",
      message: "JSON syntax error: a comma between two values or properties is missing",
    },
  ],
  "json-trailing-comma": [
    { file: "landing.json", line: 106, column: 5, field: "", message: "is there a trailing comma before this?" },
  ],
  "json-comment": [
    { file: "resources/frameworks.json", line: 3, column: 3, field: "", message: "comments are not allowed in JSON" },
  ],
  "json-unclosed-brace": [{ file: "landing.json", line: 108, column: 1, field: "", message: "a closing } is missing" }],
  "missing-required-field": [
    { file: `${apply}.json`, line: 1, column: 1, field: "excerpt", message: "missing required field `excerpt`" },
  ],
  "wrong-type-read-time": [
    {
      file: `${apply}.json`,
      line: 7,
      column: 15,
      field: "readTime",
      message: 'expected the read time in minutes as a number, e.g. `6`, found "8"',
    },
  ],
  "unknown-key": [
    {
      file: `${apply}.json`,
      line: 8,
      column: 3,
      field: "mood",
      message: "unknown key `mood`; allowed keys: id, title, slug,",
    },
  ],
  "near-miss-key": [
    { file: `${apply}.json`, line: 1, column: 1, field: "title", message: "missing required field `title`" },
    {
      file: `${apply}.json`,
      line: 4,
      column: 3,
      field: "tittle",
      message: "unknown key `tittle`; did you mean `title`?",
    },
  ],
  "post-content-key": [
    {
      file: `${apply}.json`,
      line: 8,
      column: 3,
      field: "content",
      message: "the post body lives in the .md or .html file beside this .json file",
    },
  ],
  "empty-title": [
    {
      file: `${apply}.json`,
      line: 4,
      column: 12,
      field: "title",
      message: "expected the post title, found an empty string",
    },
  ],
  "title-without-letters": [
    {
      file: `${apply}.json`,
      line: 4,
      column: 12,
      field: "title",
      message: "the title has no letters or digits to make a slug from; add a `slug` field",
    },
  ],
  "bad-date-format": [
    {
      file: `${apply}.json`,
      line: 6,
      column: 18,
      field: "publishedAt",
      message: 'expected a date written yyyy-mm-dd, e.g. `2025-01-27`, found "27/01/2025"',
    },
  ],
  "impossible-date": [
    {
      file: `${apply}.json`,
      line: 6,
      column: 18,
      field: "publishedAt",
      message: 'expected a real calendar date (that month has fewer days), found "2025-02-30"',
    },
  ],
  "bad-explicit-slug": [
    {
      file: `${apply}.json`,
      line: 5,
      column: 11,
      field: "slug",
      message:
        'expected a slug of lower-case letters, digits and single hyphens, e.g. `my-first-post`, found "Bad Slug"',
    },
  ],
  "featured-image-http": [
    {
      file: `${drills}.json`,
      line: 10,
      column: 20,
      field: "featuredImage",
      message: "expected an image as a full https:// address or a path in `public/` starting with one `/`",
    },
  ],
  "duplicate-slug": [
    {
      file: "posts/startups-again.json",
      line: 4,
      column: 12,
      field: "title",
      message: `duplicate slug "how-to-apply-first-principles-thinking-in-startups": data/${apply}.json has it too`,
    },
  ],
  "duplicate-id": [
    {
      file: "posts/second-post-with-id-one.json",
      line: 3,
      column: 9,
      field: "id",
      message: `duplicate post id "1": data/${apply}.json uses it too`,
    },
  ],
  "post-without-body": [
    {
      file: "posts/draft-without-body.json",
      line: 1,
      column: 1,
      field: "",
      message:
        "the post body is missing: create data/posts/draft-without-body.md (Markdown) or data/posts/draft-without-body.html (HTML) beside this file",
    },
  ],
  "body-without-post": [
    {
      file: "posts/orphan-body.html",
      line: 1,
      column: 1,
      field: "",
      message: "this post body has no metadata file: create data/posts/orphan-body.json beside it",
    },
  ],
  "empty-body": [{ file: `${apply}.html`, line: 1, column: 1, field: "", message: "the post body is empty" }],
  "body-script": [
    { file: `${apply}.html`, line: 2, column: 1, field: "", message: "<script> is not allowed in a post body" },
  ],
  "body-event-handler": [
    {
      file: `${apply}.html`,
      line: 5,
      column: 7,
      field: "",
      message: "event-handler attribute `onclick` on <li> is not allowed",
    },
  ],
  "body-link-climbs-out": [
    {
      file: `${apply}.html`,
      line: 8,
      column: 17,
      field: "",
      message:
        'link "/blog/../resources" has "." or ".." in its path, so it does not say where it leads: write the address it leads to, "/resources"',
    },
  ],
  "body-link-no-page": [
    {
      file: `${apply}.html`,
      line: 8,
      column: 22,
      field: "",
      message: 'link "/blog/no-such-post#part-2" points at /blog/no-such-post, which is no page or file of the site',
    },
  ],
  "redirect-from-output-file": [
    {
      file: `${apply}.json`,
      line: 8,
      column: 42,
      field: "redirectFrom[1]",
      message:
        '"/robots.txt" is a live page or file of the site (robots.txt, which the build writes): a redirect there would collide with it; remove the entry',
    },
  ],
  "body-javascript-link": [
    {
      file: `${apply}.html`,
      line: 7,
      column: 20,
      field: "",
      message: '`javascript:` address in href="javascript:alert(1)" on <a> is not allowed',
    },
  ],
  "body-iframe": [
    { file: `${apply}.html`, line: 2, column: 1, field: "", message: "<iframe> is not allowed in a post body" },
  ],
  "front-matter-unknown-key": [
    { file: "posts/one-file.md", line: 7, column: 3, field: "mood", message: "unknown key `mood`; allowed keys: id," },
  ],
  "front-matter-body-h1": [
    { file: "posts/one-file.md", line: 10, column: 1, field: "", message: "a `# heading` is an <h1>" },
  ],
  "front-matter-and-metadata-file": [
    {
      file: "posts/one-file.json",
      line: 1,
      column: 1,
      field: "",
      message: "this post's metadata is here and in the front matter of data/posts/one-file.md: keep one",
    },
  ],
  "body-h1": [
    {
      file: `${apply}.html`,
      line: 1,
      column: 1,
      field: "",
      message: "<h1> is not allowed in a post body: the page already shows the title as h1; use <h2>",
    },
  ],
  "body-http-image": [
    {
      file: `${drills}.html`,
      line: 3,
      column: 6,
      field: "",
      message:
        '`http:` address in src="http://images.example/why.png" on <img> is not allowed; use an https:// address',
    },
  ],
  "video-short-id": [
    {
      file: categories,
      line: 9,
      column: 51,
      field: "categories[0].videos[0].link",
      message: '"Xc3n4" is not an 11-character video id',
    },
  ],
  "video-no-id": [
    { file: categories, line: 10, column: 54, field: "categories[0].videos[1].link", message: "it names no video id" },
  ],
  "video-http-link": [
    {
      file: categories,
      line: 18,
      column: 60,
      field: "categories[1].videos[0].link",
      message: "expected the video's address as a full https:// address",
    },
  ],
  "empty-category": [
    { file: categories, line: 27, column: 17, field: "categories[2].videos", message: "the category has no videos" },
  ],
  "duplicate-category-name": [
    {
      file: categories,
      line: 14,
      column: 15,
      field: "categories[1].name",
      message: 'duplicate category name "the art of clear communication": categories[0] has it too',
    },
  ],
  "duplicate-category-slug": [
    {
      file: categories,
      line: 25,
      column: 15,
      field: "categories[2].slug",
      message: 'duplicate category slug "ai-content": categories[1] has it too',
    },
  ],
  "unknown-colour": [
    {
      file: categories,
      line: 16,
      column: 16,
      field: "categories[1].color",
      message: 'expected one of the colours indigo, teal, amber, rose, emerald, sky, violet, orange, found "purple"',
    },
  ],
  "framework-one-stage": [
    {
      file: "resources/frameworks.json",
      line: 13,
      column: 20,
      field: "frameworks[1].structure",
      message: "expected at least 2 stages",
    },
  ],
  "missing-site-json": [
    { file: "site.json", line: 1, column: 1, field: "", message: "the file is missing: the site needs data/site.json" },
  ],
  "missing-frameworks-json": [
    { file: "resources/frameworks.json", line: 1, column: 1, field: "", message: "the file is missing" },
  ],
  "site-bad-email": [
    {
      file: "site.json",
      line: 7,
      column: 12,
      field: "email",
      message:
        'expected the contact address as an email, e.g. `hello@example.com`, found "hello at first-principles.example"',
    },
  ],
  "site-url-with-query": [
    {
      file: "site.json",
      line: 6,
      column: 10,
      field: "url",
      message: "expected a site address without `?query` or `#hash`",
    },
  ],
  "md-unclosed-fence": [
    {
      file: `${apply}.md`,
      line: 5,
      column: 1,
      field: "",
      message:
        "this code block's fence (```) is never closed, so the rest of the file became code: add a line with ``` after the code",
    },
  ],
  "md-raw-html": [
    { file: `${drills}.md`, line: 5, column: 7, field: "", message: "<iframe> is not allowed in a post body" },
  ],
  "two-bodies": [
    {
      file: `${apply}.md`,
      line: 1,
      column: 1,
      field: "",
      message: `this post has two bodies, data/${apply}.md and data/${apply}.html: keep one and delete the other`,
    },
  ],
  "draft-linked": [
    {
      file: `${apply}.html`,
      line: 3,
      column: 28,
      field: "",
      message: `links to /blog/exercises-to-practice-first-principles-thinking-daily, but data/${drills}.json is a draft, so the link would be broken`,
    },
  ],
  "updated-before-published": [
    {
      file: `${apply}.json`,
      line: 7,
      column: 16,
      field: "updatedAt",
      message: "updatedAt 2025-01-20 is before publishedAt 2025-01-27: a post cannot change before it appears",
    },
  ],
  "site-page-size-too-small": [
    {
      file: "site.json",
      line: 17,
      column: 19,
      field: "blogPageSize",
      message: "expected at least 2 posts per blog page, found 1",
    },
  ],
  // Hardening (issue 15): each refused at validation, where the maintainer wrote it.
  "control-character-in-title": [
    {
      file: `${apply}.json`,
      line: 4,
      column: 12,
      field: "title",
      message: "character 13 of the text is the control character U+0001, which feeds and pages cannot carry",
    },
  ],
  "body-control-character": [
    { file: `${apply}.html`, line: 1, column: 92, field: "", message: "here is the control character U+000B" },
  ],
  "body-character-reference": [
    {
      file: `${apply}.html`,
      line: 5,
      column: 20,
      field: "",
      message: "the character reference &#xFFFF; stands for the non-character U+FFFF, which XML and feeds forbid",
    },
  ],
  "title-too-long": [
    {
      file: `${apply}.json`,
      line: 4,
      column: 12,
      field: "title",
      message: "expected the post title of at most 150 characters; shorten it",
    },
  ],
  "site-url-injection": [
    {
      file: "site.json",
      line: 6,
      column: 10,
      field: "url",
      message: "expected the site address as a plain origin with an optional path",
    },
  ],
  "featured-image-backslash-host": [
    {
      file: `${drills}.json`,
      line: 10,
      column: 20,
      field: "featuredImage",
      message: 'no `\\`, `//` or `..`), found "/\\\\evil.example/drills.jpg"',
    },
  ],
  "portrait-missing-file": [
    {
      file: "landing.json",
      line: 49,
      column: 19,
      field: "founder.portrait.fallback",
      message: "there is no file public/images/no-such-portrait.svg: add the image to public/, or correct the path",
    },
  ],
  "body-missing-image": [
    {
      file: `${apply}.html`,
      line: 3,
      column: 11,
      field: "",
      message: "<img src>: there is no file public/images/no-such-chart.png",
    },
  ],
  "body-invalid-utf8": [
    {
      file: `${apply}.html`,
      line: 4,
      column: 31,
      field: "",
      message: "here is a byte sequence that is not valid UTF-8 (read as U+FFFD �): save the file as UTF-8",
    },
  ],
  "json-invalid-utf8": [
    {
      file: `${apply}.json`,
      line: 5,
      column: 14,
      field: "excerpt",
      message: "character 14 of the text is a byte sequence that is not valid UTF-8",
    },
  ],
  "body-comment": [
    {
      file: `${apply}.html`,
      line: 2,
      column: 1,
      field: "",
      message: 'an HTML comment is removed from the page ("TODO: add the pricing example")',
    },
  ],
  "body-cdata": [
    {
      file: `${apply}.html`,
      line: 3,
      column: 4,
      field: "",
      message: 'a CDATA section is removed from the page, and its text "Cost < price" with it',
    },
  ],
  "duplicate-key": [
    {
      file: `${apply}.json`,
      line: 8,
      column: 3,
      field: "title",
      message: "duplicate key `title`: this object has it on line 4 too",
    },
  ],
  "body-obfuscated-javascript-link": [
    {
      file: `${apply}.html`,
      line: 7,
      column: 20,
      field: "",
      message: '`javascript:` address hidden with a tab in href="java\\tscript:alert(1)" on <a> is not allowed',
    },
  ],
  "body-backslash-host-link": [
    {
      file: `${apply}.html`,
      line: 7,
      column: 20,
      field: "",
      message:
        "leads to another host: browsers read a backslash as /, so it is the protocol-relative address //evil.example",
    },
  ],
  "symlinked-body": [
    {
      file: `${apply}.html`,
      line: 1,
      column: 1,
      field: "",
      message: "this is a symbolic link, which the site does not follow",
    },
  ],
  "body-too-large": [
    {
      file: `${apply}.html`,
      line: 1,
      column: 1,
      field: "",
      message: "the post body is 315 kB, over the limit of 256 kB",
    },
  ],
};

const warningCases: Record<string, Expected[]> = {
  "read-time-mismatch": [
    {
      file: `${apply}.json`,
      line: 7,
      column: 15,
      field: "readTime",
      severity: "warning",
      message:
        "read time says 9 min but the body has 36 words (about 1 min at 230 words a minute); leave readTime out to have it computed",
    },
  ],
  "video-other-host": [
    {
      file: categories,
      line: 10,
      column: 54,
      field: "categories[0].videos[1].link",
      severity: "warning",
      message: 'no video id can be read from "https://vimeo.com/76979871", so the card shows the stock image',
    },
  ],
  "far-future": [
    {
      file: `${drills}.json`,
      line: 7,
      column: 18,
      field: "publishedAt",
      severity: "warning",
      message: "publishedAt 2027-01-26 is more than a year after today (2025-02-01): is the year right?",
    },
  ],
  "video-search-link": [
    {
      file: categories,
      line: 19,
      column: 62,
      field: "categories[1].videos[1].link",
      severity: "warning",
      message: "this links to a YouTube search page, not a video",
    },
  ],
  "framework-search-link": [
    {
      file: "resources/frameworks.json",
      line: 14,
      column: 15,
      field: "frameworks[1].link",
      severity: "warning",
      message: "this links to a YouTube search page, not a video",
    },
  ],
  "unknown-data-file": [
    {
      file: "notes.txt",
      line: 1,
      column: 1,
      field: "",
      severity: "warning",
      message: "not a known data file, so the site ignores it",
    },
  ],
};

function offsetOf(text: string, line: number, column: number): number {
  return (
    text
      .split("\n")
      .slice(0, line - 1)
      .reduce((sum, l) => sum + l.length + 1, 0) +
    column -
    1
  );
}

function expectProblems(files: DataFile[], problems: Problem[], expected: Expected[]) {
  expect(problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.field}`)).toEqual(
    expected.map((e) => `data/${e.file}:${e.line}:${e.column} ${e.field}`),
  );
  expected.forEach((e, i) => {
    const problem = problems[i]!;
    expect(problem.severity).toBe(e.severity ?? "error");
    expect(problem.message).toContain(e.message);
    // The reported spot really holds the field (a missing field is reported on its parent object).
    const text = files.find((file) => `data/${file.path}` === problem.file)?.text;
    if (
      text !== undefined &&
      /\.(json|md)$/.test(e.file) &&
      e.field &&
      !e.message.startsWith("missing required field")
    ) {
      expect(formatFieldPath(pathAtOffset(text, offsetOf(text, e.line, e.column)))).toBe(e.field);
    }
  });
}

describe("invalid fixtures (tests/fixtures/invalid): one defect each, reported where it is", () => {
  it("has a table entry for every case folder and a folder for every entry", async () => {
    expect(await overlayNames("invalid")).toEqual(Object.keys(invalidCases).sort());
    expect(await overlayNames("warnings")).toEqual(Object.keys(warningCases).sort());
  });

  it.each(Object.entries(invalidCases))(
    "%s: reports the defect with file, line, column and field, and gives no content",
    async (name, expected) => {
      const files = await readFixtureTree(`invalid/${name}`);
      const result = loadContent(files, "data/", undefined, options, await listPublicFiles());
      expectProblems(files, result.problems, expected);
      expect(result.content).toBeNull();
    },
  );

  it.each(Object.entries(warningCases))("%s: reports a warning and still gives the content", async (name, expected) => {
    const files = await readFixtureTree(`warnings/${name}`);
    const result = loadContent(files, "data/", undefined, options, await listPublicFiles());
    expectProblems(files, result.problems, expected);
    expect(result.content).not.toBeNull();
  });

  it("reports every problem of a tree with several defects, sorted by file and line", async () => {
    const result = loadContent(
      await readFixtureTree("invalid/site-bad-email", "invalid/wrong-type-read-time", "invalid/unknown-colour"),
      "data/",
    );
    expect(result.problems.map((p) => `${p.file}:${p.line} ${p.field}`)).toEqual([
      `data/${apply}.json:7 readTime`,
      "data/resources/categories.json:16 categories[1].color",
      "data/site.json:7 email",
    ]);
    expect(result.content).toBeNull();
  });
});
