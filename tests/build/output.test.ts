// What `npm run build` emits: the file list, every page's head, and the static-host files, read with cheerio.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { load } from "cheerio";
import { beforeAll, describe, expect, it } from "vitest";
import { listPages, type PageData } from "../../src/content/pages/list-pages.ts";
import { absoluteUrl, outputFile, paths, withBase } from "../../src/content/shared/paths.ts";
import { routeRecords } from "../../src/content/shared/routes.ts";
import { socialCardPath, socialCards } from "../../src/content/head/social-cards.ts";
import type { Content } from "../../src/content/shared/types.ts";
import { cmsCollectionsText } from "../../src/content/site/cms-config.ts";
import { collections } from "../../src/content/site/collections.ts";
import { cmsCollectionsFile } from "../../scripts/admin/paths.ts";
import { builtInContent, distDir, readDist } from "./helpers.ts";

let content: Content;
let emitted: string[];

beforeAll(async () => {
  content = await builtInContent();
  const entries = await readdir(distDir, { recursive: true, withFileTypes: true });
  emitted = entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(distDir, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .sort();
});

describe("emitted files", () => {
  it("has an index.html and a page-data.json for every page of the route table, plus 404.html", () => {
    for (const page of listPages(content)) {
      expect(emitted, page.path).toContain(outputFile(page.path));
      expect(emitted, page.path).toContain(outputFile(page.path, "page-data.json"));
    }
    expect(emitted).toEqual(
      expect.arrayContaining(["index.html", "404.html", "blog/index.html", "resources/index.html"]),
    );
  });

  it("has the static-host files: sitemap, robots, feed, manifest, favicon", () => {
    expect(emitted).toEqual(
      expect.arrayContaining([
        "sitemap.xml",
        "robots.txt",
        "rss.xml",
        "atom.xml",
        "feed.json",
        "site.webmanifest",
        "_headers",
        "favicon.svg",
      ]),
    );
  });

  it("emits nothing else but hashed assets, the search index, redirects, the social cards, the content manager and files from public/", () => {
    const cards = socialCards(content).map((card) => socialCardPath(card.name).slice(1));
    const expected = new Set([
      ...listPages(content).flatMap((p) => [outputFile(p.path), outputFile(p.path, "page-data.json")]),
      ...cards,
    ]);
    for (const redirect of content.redirects) expected.add(outputFile(redirect.from));
    const search = /^search\/(index\.json|(terms-[a-z0-9_]|docs|text)-[0-9a-f]{12}\.json)$/;
    const stray = emitted.filter(
      (file) =>
        !expected.has(file) &&
        !search.test(file) &&
        !/^assets\/[\w.-]+-[\w-]{8}\.\w+$/.test(file) &&
        // The content manager (decision 39): its page, its own hashed module and Decap's prebuilt files.
        !/^admin\/(index\.html|assets\/[\w.-]+-[\w-]{8}\.\w+)$/.test(file) &&
        !/^admin\/((\d+\.)?decap-cms\.js|decap-cms\.js\.LICENSE\.txt|[0-9a-f]{20}\.wasm)$/.test(file) &&
        !/^(sitemap\.xml|robots\.txt|rss\.xml|atom\.xml|feed\.json|site\.webmanifest|_headers|favicon\.svg|theme\.js|_redirects|images\/.+)$/.test(
          file,
        ),
    );
    expect(stray).toEqual([]);
  });
});

describe("the content manager's page", () => {
  it("carries the collections generated from the collections table and the schemas, as built today", async () => {
    const generated = JSON.parse(cmsCollectionsText()) as Array<{
      fields?: unknown[];
      files?: Array<{ file: string; fields: unknown[] }>;
    }>;
    expect(await readFile(cmsCollectionsFile, "utf8"), "the build writes the current collections").toBe(
      cmsCollectionsText(),
    );
    expect(generated.flatMap((c) => c.files ?? []).map((file) => file.file)).toEqual(
      (["site", "landing", "categories", "frameworks"] as const).map((name) => collections[name].location),
    );
    const bundle = emitted.find((file) => /^admin\/assets\/admin-[\w-]+\.js$/.test(file))!;
    const js = await readDist(bundle);
    // Rolldown embeds the JSON as a single-quoted string literal: backslashes doubled, quotes escaped.
    const literal = (value: unknown) => JSON.stringify(value).replace(/\\/g, "\\\\").replace(/'/g, "\\'");
    for (const collection of generated)
      for (const part of collection.files ?? [collection]) expect(js.includes(literal(part.fields))).toBe(true);
  });

  it("names the repository of site.json's `cms` in a JSON block, which the admin bundle reads", async () => {
    const $ = load(await readDist("admin/index.html"));
    const block = $("script#cms-backend");
    expect(block.attr("type")).toBe("application/json");
    expect(JSON.parse(block.text())).toEqual(content.site.cms);
    expect(content.site.cms?.repo).toMatch(/^[\w.-]+\/[\w.-]+$/);
  });
});

describe("every page's head", () => {
  it("has exactly one title inside <head>, a description, an absolute canonical URL and the social tags", async () => {
    for (const page of listPages(content)) {
      const $ = load(await readDist(outputFile(page.path)));
      const where = outputFile(page.path);
      expect($("title").length, where).toBe(1);
      expect($("head > title").text().trim(), where).not.toBe("");
      expect($('head > meta[name="description"]').attr("content"), where).toBeTruthy();
      expect($('head > link[rel="canonical"]').attr("href"), where).toBe(absoluteUrl(content.site, page.path));
      expect($('head > meta[property="og:url"]').attr("content"), where).toBe(absoluteUrl(content.site, page.path));
      expect($('head > meta[property="og:title"]').attr("content"), where).toBe($("head > title").text());
      expect($('head > meta[name="twitter:card"]').length, where).toBe(1);
      expect($('head > link[rel="alternate"][type="application/rss+xml"]').attr("href"), where).toBe(
        absoluteUrl(content.site, paths.feed()),
      );
      expect($('head > meta[http-equiv="Content-Security-Policy"]').attr("content"), where).toContain(
        "script-src 'self'",
      );
    }
  });

  it("runs no inline script: every script has a src or is a non-executable data block", async () => {
    for (const page of listPages(content)) {
      const $ = load(await readDist(outputFile(page.path)));
      $("script").each((_i, el) => {
        const script = $(el);
        const type = script.attr("type") ?? "";
        expect(
          Boolean(script.attr("src")) || ["application/json", "application/ld+json"].includes(type),
          `${outputFile(page.path)}: ${$.html(el).slice(0, 80)}`,
        ).toBe(true);
      });
    }
  });

  it("loads only the small boot script up front; what it preloads after the first paint exists, with the page's chunk and the application's", async () => {
    // Each route record's component chunk (`blog/post-page.tsx` → /post-page-/); none for not-found, which is in the
    // app.
    const pageChunk = Object.fromEntries(
      routeRecords.map((route) => [
        route.id,
        route.component ? new RegExp(`${path.basename(route.component, ".tsx")}-`) : null,
      ]),
    ) as Record<PageData["route"], RegExp | null>;
    for (const page of listPages(content)) {
      const where = outputFile(page.path);
      const $ = load(await readDist(where));
      // The theme script that sets the visitor's theme before the first paint (decision 24), then the boot module
      // (deferred, as a module).
      expect(
        $("script[src]")
          .map((_i, el) => $(el).attr("src"))
          .get(),
        where,
      ).toEqual([withBase(content.site.basePath, "/theme.js"), expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/)]);
      // In the head, where a classic script holds back every paint until it has run (in the body, Chrome may paint
      // first).
      expect($("head > script[src]:not([type])").attr("src"), `${where}: the theme script is in the head`).toMatch(
        /theme\.js$/,
      );
      expect(
        $('link[rel="modulepreload"], link[rel="preload"][as="script"]').length,
        `${where} fetches no JavaScript before the first paint`,
      ).toBe(0);
      const modules = ($("#page-data").attr("data-modules") ?? "").split(" ").filter(Boolean);
      expect(modules[0], where).toMatch(/^\/assets\/entry-client-[\w-]+\.js$/);
      for (const href of modules) expect(emitted, `${where} preloads ${href}`).toContain(href.slice(1));
      const own = pageChunk[page.route];
      if (own)
        expect(
          modules.some((href) => own.test(href)),
          `${where} preloads its page chunk`,
        ).toBe(true);
      const others = Object.values(pageChunk).filter(
        (pattern): pattern is RegExp => pattern !== null && pattern.source !== own?.source,
      );
      expect(
        modules.filter((href) => others.some((pattern) => pattern.test(href))),
        `${where} preloads only its own page chunk`,
      ).toEqual([]);
      // The application's chunk, preloaded only when the visitor asks for it before the app runs (src/boot.ts).
      const apply = ($("#page-data").attr("data-apply-modules") ?? "").split(" ").filter(Boolean);
      if (page.route !== "home") expect(apply, `${where} has no application to preload`).toEqual([]);
      else {
        expect(apply[0], where).toMatch(/^\/assets\/fellowship-application-[\w-]+\.js$/);
        for (const href of apply) {
          expect(emitted, `${where} names ${href}`).toContain(href.slice(1));
          expect(modules, `${where} lists ${href} once`).not.toContain(href);
        }
      }
    }
  });

  it("uses no inline styles, which the CSP (without 'unsafe-inline') would block", async () => {
    for (const page of listPages(content)) {
      const $ = load(await readDist(outputFile(page.path)));
      const csp = $('head > meta[http-equiv="Content-Security-Policy"]').attr("content") ?? "";
      expect(csp).toContain("style-src 'self';");
      expect(csp).not.toContain("unsafe-inline");
      expect($("style").length, `${outputFile(page.path)} has a <style> element`).toBe(0);
      expect($("[style]").length, `${outputFile(page.path)} has inline style attributes`).toBe(0);
      expect($('head > link[rel="stylesheet"]').length).toBe(1);
    }
  });

  it("embeds the same page data it writes to page-data.json", async () => {
    for (const page of listPages(content)) {
      const $ = load(await readDist(outputFile(page.path)));
      const embedded = JSON.parse($("#page-data").text()) as { path: string; data: PageData };
      expect(embedded.path).toBe(page.path);
      expect(embedded.data).toEqual(JSON.parse(await readDist(outputFile(page.path, "page-data.json"))));
    }
  });

  it("carries WebSite and Organization JSON-LD on the home page and BlogPosting on posts", async () => {
    const home = load(await readDist("index.html"));
    const homeTypes = home('script[type="application/ld+json"]')
      .map((_i, el) => (JSON.parse(home(el).text()) as { "@type": string })["@type"])
      .get();
    expect(homeTypes).toEqual(["WebSite", "Organization"]);
    for (const post of content.posts) {
      const $ = load(await readDist(outputFile(paths.post(post.slug))));
      const docs = $('script[type="application/ld+json"]')
        .map((_i, el) => JSON.parse($(el).text()) as Record<string, unknown>)
        .get();
      expect(docs).toHaveLength(1);
      expect(docs[0]).toMatchObject({ "@type": "BlogPosting", headline: post.title, datePublished: post.publishedAt });
      expect($('head > meta[property="og:type"]').attr("content")).toBe("article");
      if (post.seoKeywords.length > 0)
        expect($('head > meta[name="keywords"]').attr("content")).toBe(post.seoKeywords.join(", "));
      expect($("head > title").text()).toBe(post.seoTitle ?? `${post.title} - ${content.site.name}`);
    }
  });

  it("keeps the not-found page out of search results", async () => {
    const $ = load(await readDist("404.html"));
    expect($('head > meta[name="robots"]').attr("content")).toBe("noindex");
  });
});

describe("static-host files", () => {
  it("lists every page but the not-found page in sitemap.xml, absolute, with lastmod for posts", async () => {
    const $ = load(await readDist("sitemap.xml"), { xml: true });
    const locs = $("url > loc")
      .map((_i, el) => $(el).text())
      .get();
    const expected = listPages(content)
      .filter((p) => p.route !== "notFound")
      .map((p) => absoluteUrl(content.site, p.path));
    expect(locs).toEqual(expected);
    for (const post of content.posts) {
      const entry = $("url").filter(
        (_i, el) => $(el).find("loc").text() === absoluteUrl(content.site, paths.post(post.slug)),
      );
      expect(entry.find("lastmod").text()).toBe(post.publishedAt);
    }
  });

  it("points robots.txt at the sitemap", async () => {
    expect(await readDist("robots.txt")).toContain(`Sitemap: ${absoluteUrl(content.site, paths.sitemap())}`);
  });

  it("has an RSS feed of the posts, newest first", async () => {
    const $ = load(await readDist("rss.xml"), { xml: true });
    const links = $("item > link")
      .map((_i, el) => $(el).text())
      .get();
    expect(links).toEqual(
      content.posts.slice(0, content.site.feedLimit).map((post) => absoluteUrl(content.site, paths.post(post.slug))),
    );
    expect($("channel > title").text()).toContain(content.site.name);
  });

  it("has a web manifest scoped to the site", async () => {
    const manifest = JSON.parse(await readDist("site.webmanifest")) as {
      name: string;
      start_url: string;
      icons: unknown[];
    };
    expect(manifest.name).toBe(content.site.name);
    expect(manifest.start_url).toBe(content.site.basePath);
    expect(manifest.icons.length).toBeGreaterThan(0);
  });
});
