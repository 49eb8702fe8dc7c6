// What the built site sends and writes: `_headers` with the page's own CSP, the same headers from `npm start`'s
// server, well-formed XML, and a build that reads BOMs and collects the image hosts its content uses.
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { load } from "cheerio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headersFor, readHeaderRules } from "../../scripts/server/host-headers.ts";
import { xmlErrors } from "../unit/support/well-formed.ts";
import { distDir, readDist, removeTempDirs, runBuild, serveBuild, tempDataTree, tempDir } from "./helpers.ts";

let origin: string;
let close: () => void;
beforeAll(async () => {
  ({ origin, close } = await serveBuild(distDir));
});
afterAll(async () => {
  close?.();
  await removeTempDirs();
});

const metaPolicy = async (file: string) =>
  load(await readDist(file))('meta[http-equiv="Content-Security-Policy"]').attr("content") ?? "";

describe("dist/_headers", () => {
  it("carries every page's CSP as a header, plus frame-ancestors 'none', and the security headers", async () => {
    const rules = readHeaderRules(distDir);
    const headers = Object.fromEntries(headersFor(rules, "/"));
    for (const page of ["index.html", "blog/index.html", "resources/index.html", "404.html"]) {
      expect(headers["Content-Security-Policy"], page).toBe(`${await metaPolicy(page)}; frame-ancestors 'none'`);
    }
    expect(headers["Content-Security-Policy"]).toContain("img-src 'self' https://i.ytimg.com;");
    expect(Object.keys(headers)).toEqual([
      "Content-Security-Policy",
      "X-Content-Type-Options",
      "Referrer-Policy",
      "Permissions-Policy",
      "Strict-Transport-Security",
      "X-Frame-Options",
    ]);
  });
});

describe("npm start's server", () => {
  it("sends exactly the headers of dist/_headers on pages, files, assets and the not-found page", async () => {
    const rules = readHeaderRules(distDir);
    const asset = (await readdir(path.join(distDir, "assets"))).find((name) => name.endsWith(".js"));
    for (const [url, status] of [
      ["/", 200],
      ["/blog", 200],
      ["/rss.xml", 200],
      [`/assets/${asset}`, 200],
      ["/no-such-page", 404],
    ] as const) {
      const response = await fetch(`${origin}${url}`);
      expect(response.status, url).toBe(status);
      const sitePath = url === "/no-such-page" ? "/404.html" : url;
      for (const [name, value] of headersFor(rules, sitePath))
        expect(response.headers.get(name), `${url} ${name}`).toBe(value);
    }
    expect((await fetch(`${origin}/blog`)).headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
  });
});

describe("the XML the build writes", () => {
  it("is well-formed in every file, as a strict XML 1.0 parser reads it", async () => {
    const xmlFiles = (await readdir(distDir)).filter((name) => name.endsWith(".xml"));
    expect(xmlFiles).toEqual(expect.arrayContaining(["rss.xml", "sitemap.xml"]));
    for (const name of xmlFiles) expect(xmlErrors(await readDist(name)), name).toEqual([]);
  });
});

describe("a build of data with byte-order marks and a post image on another host", () => {
  it("builds, leaves no U+FEFF in the page, and allows exactly that image host in the CSP", async () => {
    // The built-in bodies are Markdown; raw HTML in Markdown goes through the same sanitiser as an HTML body.
    const posts = (await readdir("data/posts")).filter((name) => /\.(md|html)$/.test(name));
    const body = posts[0] ?? "";
    expect(body, "a built-in post body").not.toBe("");
    const data = await tempDataTree({
      "site.json": (old) => `\uFEFF${old}`,
      [`posts/${body}`]: (old) =>
        `\uFEFF${old}\n\n<figure><img src="https://images.example/chart.png" alt="A chart" width="640" height="360" /></figure>\n`,
    });
    const out = path.join(await tempDir("fp-bom-"), "dist");
    const run = await runBuild({ DATA_DIR: data, OUT_DIR: out });
    expect(run.code, run.output).toBe(0);
    const page = await readFile(path.join(out, "blog", body.replace(/\.(md|html)$/, ""), "index.html"), "utf8");
    expect(page).not.toContain("\uFEFF");
    const headers = await readFile(path.join(out, "_headers"), "utf8");
    expect(headers).toContain("img-src 'self' https://i.ytimg.com https://images.example;");
    expect(load(page)('meta[http-equiv="Content-Security-Policy"]').attr("content")).toContain(
      "img-src 'self' https://i.ytimg.com https://images.example;",
    );
  });
});
