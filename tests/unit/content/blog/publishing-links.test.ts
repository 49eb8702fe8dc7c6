// A link from a published post to a held-back one (a draft, a scheduled post) is refused by the one check of the
// bodies' links, read from each body's tree, at the link's file:line:col with why and the fix.
import { describe, expect, it } from "vitest";
import { loadContent, type DataFile } from "../../../../src/content/site/load.ts";
import type { LoadOptions } from "../../../../src/content/site/load.ts";
import { readFixtureTree } from "../../support/fixture-tree.ts";

const versus = "posts/first-principles-vs-best-practices";
const drills = "posts/exercises-to-practice-first-principles-thinking-daily";
const startups = "posts/how-to-apply-first-principles-thinking-in-startups";
const draftPath = "/blog/exercises-to-practice-first-principles-thinking-daily";
const origin = "https://first-principles.example";
const today = { today: "2025-02-01" };
const draftMessage = `links to ${draftPath}, but data/${drills}.json is a draft, so the link would be broken: publish that post first or remove the link`;

/** The valid fixture, the drills post a draft, the startups post scheduled, and `lines` added to the versus body. */
async function tree(...lines: string[]): Promise<DataFile[]> {
  return (await readFixtureTree()).map((file) => {
    if (file.path === `${drills}.json`)
      return { ...file, text: file.text.replace('"publishedAt"', '"draft": true, "publishedAt"') };
    if (file.path === `${startups}.json`)
      return { ...file, text: file.text.replace('"publishedAt": "2025-01-27"', '"publishedAt": "2025-03-01"') };
    if (file.path === `${versus}.html`) return { ...file, text: `${file.text}${lines.join("\n")}\n` };
    return file;
  });
}

/** The body's first line after the fixture's own: where the added lines start. */
async function firstAddedLine(): Promise<number> {
  const body = (await readFixtureTree()).find((file) => file.path === `${versus}.html`)!;
  return body.text.split("\n").length;
}

const errors = (files: DataFile[], options: LoadOptions = today) =>
  loadContent(files, "data/", undefined, options).problems.filter((problem) => problem.severity === "error");
const located = (files: DataFile[], options?: LoadOptions) =>
  errors(files, options).map(({ file, line, column, field, message }) => ({ file, line, column, field, message }));

describe("a link to a held-back post", () => {
  it("is refused at the link, with the post's file, why it is held back and the fix (the old regex caught it too)", async () => {
    const line = await firstAddedLine();
    const files = await tree(`<p>Try <a href="${draftPath}#drill-1">the drills</a>.</p>`);
    expect(located(files)).toEqual([
      { file: `data/${versus}.html`, line, column: 17, field: "", message: draftMessage },
    ]);
  });

  it("says when a scheduled post goes live", async () => {
    const files = await tree(
      `<p><a href="${origin}/blog/how-to-apply-first-principles-thinking-in-startups/">Soon</a></p>`,
    );
    expect(errors(files).map((problem) => problem.message)).toEqual([
      `links to /blog/how-to-apply-first-principles-thinking-in-startups, but data/${startups}.json is scheduled for ` +
        `2025-03-01, so the link would be broken: publish that post first or remove the link`,
    ]);
    // Once the build's day reaches it, the post is published and the link leads to it.
    expect(errors(files, { today: "2025-03-01" })).toEqual([]);
  });

  it("is refused where only the tree sees it: a relative link, and each of two links", async () => {
    const line = await firstAddedLine();
    const files = await tree(
      `<p><a href="exercises-to-practice-first-principles-thinking-daily">relative</a></p>`,
      `<p><a href="${draftPath}">again</a></p>`,
    );
    // The regex over the rendered HTML missed the relative link, and reported one problem a post (the second line).
    expect(located(files).map(({ line: at, column, message }) => [at - line, column, message])).toEqual([
      [0, 13, draftMessage],
      [1, 13, draftMessage],
    ]);
  });

  it("is reported with the other problems when they leave the site's pages unknown", async () => {
    const files = (await tree(`<p><a href="${draftPath}">drills</a></p>`)).map((file) =>
      file.path === "landing.json" ? { ...file, text: file.text.replace("{", '{ "mood": 1,') } : file,
    );
    const messages = errors(files).map((problem) => problem.message);
    expect(messages).toContain(draftMessage);
    expect(messages.length).toBeGreaterThan(1);
  });

  it("is no problem on another site, at the same path (the regex refused it)", async () => {
    expect(errors(await tree(`<p><a href="https://other.example${draftPath}">theirs</a></p>`))).toEqual([]);
  });

  it("is refused in the dev server's preview too, but not from one held-back post to another", async () => {
    const preview = { ...today, preview: true };
    expect(errors(await tree(`<p><a href="${draftPath}">drills</a></p>`), preview).map((p) => p.message)).toEqual([
      draftMessage,
    ]);
    const fromScheduled = (await tree()).map((file) =>
      file.path === `${startups}.html`
        ? { ...file, text: `${file.text}<p><a href="${draftPath}">drills</a></p>\n` }
        : file,
    );
    expect(errors(fromScheduled, preview)).toEqual([]);
    // Published, the scheduled post's link to the draft is refused.
    expect(errors(fromScheduled, { today: "2025-03-01" }).map((p) => p.message)).toEqual([draftMessage]);
  });
});
