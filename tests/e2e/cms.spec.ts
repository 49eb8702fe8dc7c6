// `npm run cms` against a copy of data/, offline: a maintainer creates a post with an uploaded cover in Decap CMS and
// publishes it, and edits a video's title. The files land as the site reads them: the post in the copy, its cover in
// the repository's public/images/uploads; the post validates and builds at its URL with the cover's sizes, and
// categories.json changes on that one line.
import type { Page } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile, readdir, rm, rmdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { imageFormats, imageWidths } from "../../src/content/shared/images.ts";
import { mediaFolder, publicFolder } from "../../src/admin/uploads.ts";
import { removeTempDirs, runBuild, runScript, tempDataTree, tempDir } from "../build/helpers.ts";
import { expect, test } from "./fixtures.ts";

// Ports of their own, beside the dev-server test's: the site's dev server and decap-server.
const port = Number(process.env.DEV_PORT ?? 5391) + 100;
const decapPort = Number(process.env.DECAP_PORT ?? 8391);
const origin = `http://localhost:${port}`;
let cms: ChildProcess;
let data: string;
let output = "";

test.describe.configure({ mode: "serial", timeout: 120_000 });
test.use({ actionTimeout: 15_000 });

test.beforeAll(async () => {
  data = await tempDataTree();
  cms = spawn(process.execPath, ["--import", "tsx", "scripts/cms.ts"], {
    env: { ...process.env, DATA_DIR: data, PORT: String(port), DECAP_PORT: String(decapPort) },
    stdio: "pipe",
  });
  cms.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  cms.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await expect.poll(() => output, { timeout: 90_000 }).toContain(`Edit the site at ${origin}/admin/`);
});

// The cover a test uploads lands in the repository's public/ (whichever DATA_DIR): a name of this run's, removed after.
const coverName = `cms-e2e-cover-${process.pid}.png`;
const coverFile = path.resolve(mediaFolder, coverName);

test.afterAll(async () => {
  cms.kill("SIGINT");
  await new Promise((resolve) => cms.once("exit", resolve));
  await rm(coverFile, { force: true });
  // The folder too, when the upload made it: an empty folder would linger in the work tree.
  await rmdir(path.dirname(coverFile)).catch(() => undefined);
  await removeTempDirs();
});

/** Opens the manager offline: any request off this machine (but the video stills) fails the test. */
async function openAdmin(page: Page, hash: string) {
  const away: string[] = [];
  await page.route(/^https?:\/\/(?!localhost[:/])/, (route) => {
    away.push(route.request().url());
    return route.abort();
  });
  // The categories' preview shows the videos' stills from their host, as the pages do: a local stand-in answers.
  await page.route(/^https:\/\/i\.ytimg\.com\//, (route) =>
    route.fulfill({
      contentType: "image/svg+xml",
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"/>',
    }),
  );
  await page.goto(`${origin}/admin/`);
  await page.getByRole("button", { name: "Login" }).click();
  await page.goto(`${origin}/admin/${hash}`);
  return away;
}

/** What Decap's development build logs about its own components, which the dev server's React checks. */
const decapNoise = /Failed prop type|componentWillReceiveProps|findDOMNode|defaultProps|Download the React DevTools/;

/** The parts of the copy's landing.json the tests read. */
interface LandingFile {
  hero: { headline: string };
  about: { title: string };
  founder: { eyebrow: string; statsNote: string; stats: Array<{ value: string; label: string }> };
  fellowship: { eyebrow: string; title: string };
  contact: { title: string };
  application: { submitLabel: string };
}
const landingFile = async () => JSON.parse(await readFile(path.join(data, "landing.json"), "utf8")) as LandingFile;

/** Opens the landing page's form; returns the copy's landing.json as it was. */
async function openLanding(page: Page, watch: { allowConsole: (pattern: RegExp) => void }) {
  watch.allowConsole(decapNoise);
  await openAdmin(page, "#/collections/pages/entries/landing");
  return landingFile();
}

/** The values of the form's fields that `selector` finds. */
const valuesOf = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));

/** Opens the collapsed list item labelled `label`: its chevron is the first button of the item's top bar. */
async function expandItem(page: Page, label: string) {
  const item = page.getByText(label, { exact: true }).filter({ visible: true }).first().locator("xpath=..");
  await item.locator("button").first().click();
}

test("the post editor's preview draws the site's article with the site's stylesheet as one types", async ({
  page,
  watch,
}) => {
  watch.allowConsole(decapNoise);
  await openAdmin(page, "#/collections/posts/new");
  await page.getByLabel("Title", { exact: true }).fill("A Preview Like the Page");
  await page.getByLabel("Tags", { exact: true }).fill("CMS, Preview");
  await page.getByRole("switch").last().click();
  await page.locator('[contenteditable="true"]').last().click();
  await page.keyboard.type("## A heading\n\nA [link](/blog) and `code`.\n\n- one\n- two\n");
  const preview = page.frameLocator("#preview-pane");
  const article = preview.locator("article.post");
  await expect(article.locator("h1.post-header__title#post-title")).toHaveText("A Preview Like the Page");
  await expect(article.locator(".prose.post__body h2")).toHaveText("A heading");
  await expect(article.locator('.prose.post__body a[href="/blog"]')).toHaveText("link");
  await expect(article.locator(".prose.post__body li")).toHaveText(["one", "two"]);
  await expect(article.locator(".post-footer .tag-chips__link")).toHaveText(["CMS", "Preview"]);
  // The site's stylesheet is loaded into the frame and applies: the title is set in the site's display face.
  await expect(preview.locator('link[rel="stylesheet"][href*="preview"]')).toHaveCount(1);
  const font = await article.locator("h1").evaluate((element) => getComputedStyle(element).fontFamily);
  expect(font).toMatch(/Fraunces/);
});

test("posts are listed newest first, and a new post's body opens in rich text with Markdown a switch away", async ({
  page,
  watch,
}) => {
  watch.allowConsole(decapNoise);
  await openAdmin(page, "#/collections/posts");
  // Each entry reads "Title (yyyy-mm-dd)": the dates down the list run from the newest.
  const entries = page.locator('a[href*="/collections/posts/entries/"]');
  await expect(entries.first()).toBeVisible({ timeout: 20_000 });
  const dates = (await entries.allTextContents()).map((text) => /\((\d{4}-\d{2}-\d{2})\)/.exec(text)?.[1]);
  expect(dates.length).toBeGreaterThanOrEqual(3);
  expect(dates).toEqual([...dates].sort().reverse());
  await page.goto(`${origin}/admin/#/collections/posts/new`);
  // The switch is off (Decap sets aria-checked only when on), and the "Rich Text" side of it is the active label.
  const toggle = page.getByRole("switch").last();
  await expect(toggle).toBeVisible();
  await expect(toggle).not.toHaveAttribute("aria-checked", "true");
  // Rich text: a bold button makes bold text, which the preview shows as the site's <strong>.
  await page.locator('[contenteditable="true"]').last().click();
  await page.keyboard.type("Plain and ");
  await page.keyboard.press("Control+b");
  await page.keyboard.type("bold");
  const body = page.frameLocator("#preview-pane").locator(".prose.post__body");
  await expect(body.locator("strong")).toHaveText("bold");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await expect(page.locator('[contenteditable="true"]').last()).toContainText("Plain and **bold**");
});

test("the landing page previews as the home page: the site's sections, components and stylesheet, as one types", async ({
  page,
  watch,
}) => {
  const landing = await openLanding(page, watch);
  const preview = page.frameLocator("#preview-pane");
  const headline = preview.locator("section.hero h1#hero-title.hero__title");
  await expect(headline).toHaveText(landing.hero.headline, { timeout: 20_000 });
  for (const [id, title] of [
    ["about", landing.about.title],
    ["fellowship", landing.fellowship.title],
    ["contact", landing.contact.title],
  ] as const)
    await expect(preview.locator(`section#${id} #${id}-title`)).toHaveText(title);
  // The mail buttons write to site.json's address, and the library counts the categories' talks.
  await expect(preview.locator('#contact a[href^="mailto:"]').first()).toHaveAttribute("href", /^mailto:[^?]+@/);
  await expect(preview.locator(".library__count")).toContainText(/\d+/);
  // The site's stylesheet applies: the headline is set in the site's display face, at a display size.
  const style = await headline.evaluate((element) => {
    const { fontFamily, fontSize } = getComputedStyle(element);
    return { fontFamily, fontSize: parseFloat(fontSize) };
  });
  expect(style.fontFamily).toMatch(/Fraunces/);
  expect(style.fontSize).toBeGreaterThan(30);
  // The hero's headline is a one-line input; typing into it redraws the preview's h1.
  const hero = page.getByText("Hero", { exact: true }).filter({ visible: true }).nth(1);
  await hero.locator("xpath=..").locator("button").first().click();
  const input = page.locator('input[id^="headline-field"]:visible').first();
  await expect(input).toHaveValue(landing.hero.headline);
  await input.fill("Clear Words Win");
  await expect(headline).toHaveText("Clear Words Win");
});

test("creates a post with an uploaded cover, publishes it, and the site validates and builds it with the cover's sizes", async ({
  page,
  watch,
}) => {
  // Editing, then a whole build of the site beside the other worker's browser: more than the other tests need.
  test.setTimeout(240_000);
  // The dev server's React is a development build: Decap's own components trip its prop-type checks.
  watch.allowConsole(decapNoise);
  const away = await openAdmin(page, "#/collections/posts/new");
  await page.getByLabel("Id", { exact: true }).fill("4");
  await page.getByLabel("Title", { exact: true }).fill("Editing in the Browser");
  await page.getByLabel("Excerpt", { exact: true }).fill("A post written in the content manager.");
  await page.getByLabel("Published at", { exact: true }).fill("2025-02-01");
  await page.getByLabel("Tags", { exact: true }).fill("CMS, Workflow");
  // The cover: a PNG from this computer, uploaded in the image widget's media library and chosen.
  const cover = await sharp({ create: { width: 1400, height: 700, channels: 3, background: "#c2410c" } })
    .png()
    .toBuffer();
  await page.getByRole("button", { name: "Choose an image" }).click();
  await page.locator('input[type="file"]').setInputFiles({ name: coverName, mimeType: "image/png", buffer: cover });
  await page.getByRole("button", { name: "Choose selected" }).click();
  await page.locator('textarea[id^="featuredImageAlt-field"]').fill("An orange field");
  // From rich text to Markdown: the switch beside "Rich Text" / "Markdown" in the body's toolbar.
  await page.getByRole("switch").last().click();
  // The Markdown editor is a content-editable area: type into it as a person does.
  await page.locator('[contenteditable="true"]').last().click();
  await page.keyboard.type("## Why a CMS\n\nRead [the blog](/blog) first.\n\n");
  // A body whose Markdown has far more words than its text (link titles are no words): 407 words read in 2 minutes;
  // counted in the Markdown, 908 would say 4. The preview states what the built page will.
  await page.keyboard.insertText(`${"word ".repeat(300)}${'[a](/blog "b c d e f") '.repeat(100)}`.trim());
  const previewed = page
    .frameLocator("#preview-pane")
    .locator("article.post .post-meta")
    .getByText(/ min read$/);
  await expect(previewed).toHaveText("2 min read");
  // The dev server reloads the site's pages when data/ changes, never the manager: publishing keeps it as it is.
  let reloads = 0;
  page.on("load", () => reloads++);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now").click();
  const file = path.join(data, "posts/editing-in-the-browser.md");
  await expect.poll(() => existsSync(file), { timeout: 20_000 }).toBe(true);
  expect(away).toEqual([]);

  // The cover landed in the repository's public/images/uploads, byte for byte, and the post names it from there.
  await expect.poll(() => existsSync(coverFile), { timeout: 20_000 }).toBe(true);
  expect((await readFile(coverFile)).equals(cover)).toBe(true);
  const text = await readFile(file, "utf8");
  expect(text).toContain(`"featuredImage": "${publicFolder}/${coverName}"`);
  expect(text.startsWith("{\n")).toBe(true);
  expect(text).toContain('"tags": [\n    "CMS",\n    "Workflow"\n  ]');
  expect(text).toMatch(/\n}\n## Why a CMS\n\nRead \[the blog\]\(\/blog\) first\.\n\nword word /);
  const validated = await runScript("scripts/check/validate.ts", { DATA_DIR: data });
  expect(validated.output).toContain("Data is valid");
  expect(validated.code).toBe(0);
  const out = await tempDir("fp-cms-dist-");
  const started = Date.now();
  const built = await runBuild({ DATA_DIR: data, OUT_DIR: out }, ["--timings"]);
  expect(built.code, built.output).toBe(0);
  // A slow build says where its time went (the phases' lines), for the next person reading a slow run.
  if (Date.now() - started > 30_000)
    console.log(
      built.output
        .split("\n")
        .filter((line) => /^ {2}\S.* took /.test(line))
        .join("\n"),
    );
  // The post's file landed seconds ago, and the build wrote published-urls.json into the data folder: no reload.
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Editing in the Browser");
  expect(reloads).toBe(0);
  const html = await readFile(path.join(out, "blog/editing-in-the-browser/index.html"), "utf8");
  expect(html).toContain("Editing in the Browser</h1>");
  expect(html).toMatch(/<h2[^>]*id="why-a-cms"/);
  expect(html).toContain('href="/blog"');
  expect(html).toMatch(/<span>2 min read<\/span>/);
  // The cover gets the site's AVIF and WebP widths, as every image in public/ a page shows.
  expect(html).toContain(`src="${publicFolder}/${coverName}"`);
  const stem = coverName.replace(/\.png$/, "");
  const encoded = (await readdir(path.join(out, publicFolder))).filter((name) => name.startsWith(`${stem}-`));
  expect(encoded.sort()).toEqual(
    imageWidths.flatMap((width) => imageFormats.map((format) => `${stem}-${width}.${format}`)).sort(),
  );
});

test("edits a video's title in a category, and categories.json changes on that line only", async ({ page, watch }) => {
  watch.allowConsole(decapNoise);
  const file = path.join(data, "resources/categories.json");
  const before = await readFile(file, "utf8");
  const away = await openAdmin(page, "#/collections/resources/entries/categories");
  const first = (JSON.parse(before) as { categories: Array<{ name: string; videos: Array<{ title: string }> }> })
    .categories[0]!;
  const title = first.videos[0]!.title;
  // Open the first category, then its first video (each list item shows its name), and retitle the video.
  await expandItem(page, first.name);
  await expandItem(page, title);
  const input = page.locator('input[id^="title-field"]:visible').first();
  await expect(input).toHaveValue(title);
  await input.fill(`${title} (edited)`);
  // The preview draws the category as its page does: its header, then its videos' cards.
  const preview = page.frameLocator("#preview-pane");
  await expect(preview.locator(".category-hero__title").first()).toHaveText(first.name);
  await expect(preview.locator(".video-grid .video-card__title").first()).toContainText(`${title} (edited)`);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now").click();
  await expect.poll(async () => readFile(file, "utf8"), { timeout: 20_000 }).not.toBe(before);
  expect(away).toEqual([]);
  const after = (await readFile(file, "utf8")).split("\n");
  const changed = before.split("\n").flatMap((line, index) => (line === after[index] ? [] : [index]));
  expect(after.length).toBe(before.split("\n").length);
  expect(changed).toHaveLength(1);
  expect(after[changed[0]!]).toContain(`${title} (edited)`);
});

test("the landing page's form opens Founder, Fellowship and Application as groups: one-line fields are inputs, prose text areas", async ({
  page,
  watch,
}) => {
  const landing = await openLanding(page, watch);
  for (const [group, value] of [
    ["Founder", landing.founder.eyebrow],
    ["Fellowship", landing.fellowship.eyebrow],
    ["Application", landing.application.submitLabel],
  ] as const) {
    // The group's field label comes first, then its collapsed bar, whose first button is the chevron.
    const bar = page.getByText(group, { exact: true }).filter({ visible: true }).nth(1);
    await bar.scrollIntoViewIfNeeded();
    await bar.locator("xpath=..").locator("button").first().click();
    // An eyebrow, a button's label: one line, so an <input>, never a text area.
    await expect.poll(() => valuesOf(page, "input:visible")).toContain(value);
    expect(await valuesOf(page, "textarea:visible")).not.toContain(value);
  }
  // The line under the founder's figures is prose: it stays a text area.
  expect(await valuesOf(page, "textarea:visible")).toContain(landing.founder.statsNote);
  // A collapsed figure shows what it is: its value and what it measures.
  const stat = landing.founder.stats[0]!;
  await expect(page.getByText(`${stat.value} · ${stat.label}`, { exact: true })).toBeVisible();
  await expect(page.locator('input[type="date"], input[type="datetime-local"]')).toHaveCount(0);
});

test("an entry that breaks a rule the form cannot express is saved, and validation names it at its line", async ({
  page,
  watch,
}) => {
  watch.allowConsole(decapNoise);
  await openAdmin(page, "#/collections/posts/new");
  // A slug derived from the title that would hide a blog page is beyond Decap: /blog/tags lists the tags.
  await page.getByLabel("Id", { exact: true }).fill("5");
  await page.getByLabel("Title", { exact: true }).fill("Tags");
  await page.getByLabel("Excerpt", { exact: true }).fill("Its address is taken by the list of tags.");
  await page.getByLabel("Published at", { exact: true }).fill("2025-02-02");
  await page.getByLabel("Tags", { exact: true }).fill("CMS");
  await page.locator('[contenteditable="true"]').last().click();
  await page.keyboard.type("Some words.");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now").click();
  const file = path.join(data, "posts/tags.md");
  await expect.poll(() => existsSync(file), { timeout: 20_000 }).toBe(true);
  expect((await readFile(file, "utf8")).split("\n")[2]).toBe('  "title": "Tags",');
  const validated = await runScript("scripts/check/validate.ts", { DATA_DIR: data });
  expect(validated.code).toBe(1);
  expect(validated.output).toMatch(
    /posts\/tags\.md:3:12 {2}error {2}title {2}the slug "tags" would hide the blog page/,
  );
});
