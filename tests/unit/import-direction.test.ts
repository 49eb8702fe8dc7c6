// Imports run one way: entries → app → routes → components → site facts → content, with no cycle (type imports
// included), and the browser's JavaScript reaches no build-only code. The lint rule (eslint.config.js) says the same
// per folder from the import's text; this test follows the resolved graph (docs/decisions/0030-import-direction.md).
import { readFileSync } from "node:fs";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { cycles, importGraph, runtimeClosure } from "./support/import-graph.ts";

const root = new URL("../..", import.meta.url).pathname;
const graph = importGraph(root, ["src", "scripts"]);
const local = graph.filter((edge) => /^src\/.*\.tsx?$/.test(edge.to));
const eslint = new ESLint({ cwd: root });

/** The messages of the import-direction rule for the imports `statement` written in a module at `filePath`. */
async function lintImport(filePath: string, statement: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${statement}\nexport const probe = 1;\n`, { filePath: `${root}${filePath}` });
  return result!.messages
    .filter((message) => message.ruleId === "no-restricted-imports")
    .map((message) => message.message);
}

/** A module's layer: a higher layer may import a lower one, never the reverse. */
function layer(path: string): number {
  // The entries, and the content manager's own entry folder (src/admin/, bundled apart for /admin/).
  if (/^src\/(entry-client|entry-server|boot)\.tsx?$/.test(path) || path.startsWith("src/admin/")) return 5;
  const folder = ["content", "site", "components", "routes", "app"].indexOf(path.split("/")[1]!);
  if (folder < 0) throw new Error(`${path} is in no layer: add its folder to this test and to eslint.config.js`);
  return folder;
}

describe("the import graph", { timeout: 30_000 }, () => {
  it("is read from the source (a sanity check of the reader)", () => {
    expect(graph.find((edge) => edge.from === "src/boot.ts" && edge.to === "src/entry-client.tsx")).toBeDefined();
    expect(
      graph.find((edge) => edge.from === "src/app/page.tsx" && edge.to === "src/content/pages/page-data.ts"),
    ).toMatchObject({ typeOnly: true });
  });

  it("has no cycle in src/ or scripts/, type imports included", () => {
    expect(cycles(graph)).toEqual([]);
  });

  it("has no two folders of src/ or scripts/ that import each other, by immediate folder, top-level files included", () => {
    // A module belongs to the folder it is in: src/content/site/load.ts to src/content/site, src/boot.ts to src.
    const folder = (path: string) => path.slice(0, path.lastIndexOf("/"));
    const folders = graph
      .filter((edge) => /^(src|scripts)\//.test(edge.to))
      .map((edge) => ({ ...edge, from: folder(edge.from), to: folder(edge.to) }))
      .filter((edge) => edge.from !== edge.to);
    expect(folders.some((edge) => edge.from === "src" && edge.to === "src/app")).toBe(true);
    const imports = new Set(folders.map((edge) => `${edge.from} → ${edge.to}`));
    const pairs = [...imports].filter((pair) => {
      const [from, to] = pair.split(" → ");
      return from! < to! && imports.has(`${to} → ${from}`);
    });
    expect(pairs.map((pair) => pair.replace(" → ", " ↔ "))).toEqual([]);
    // Nor round a loop of three folders or more.
    expect(cycles(folders)).toEqual([]);
  });

  it("loads data without a page builder: loading runs no module that builds a page or its head tags", () => {
    const loading = [...runtimeClosure(graph, ["src/content/site/load.ts"])];
    expect(loading).toContain("src/content/pages/page-addresses.ts");
    expect(loading.filter((path) => /(-pages?|list-pages)\.ts$|\/head\/head\.ts$/.test(path))).toEqual([]);
  });

  it("runs one way: no module of src/ imports a layer above its own", () => {
    const upward = local.filter((edge) => edge.from.startsWith("src/") && layer(edge.to) > layer(edge.from));
    expect(upward.map((edge) => `${edge.from} → ${edge.to}`)).toEqual([]);
  });

  it("reads the virtual module of site facts in one place", () => {
    expect(graph.filter((edge) => edge.to === "virtual:site").map((edge) => edge.from)).toEqual(["src/site/site.ts"]);
  });

  it("keeps build-only code out of the browser: its JavaScript runs only content modules the lint rule allows, and runtime packages", async () => {
    const browser = [...runtimeClosure(graph, ["src/boot.ts"])];
    const content = browser.filter((path) => path.startsWith("src/content/"));
    expect(content).toContain("src/content/shared/paths.ts");
    expect(
      await lintImport("src/app/probe.ts", content.map((path) => `import "../${path.slice(4)}";`).join("\n")),
    ).toEqual([]);
    const runtime = Object.keys(JSON.parse(readFileSync(`${root}package.json`, "utf8")).dependencies);
    const packages = browser.filter((path) => !path.startsWith("src/") && !path.startsWith("virtual:"));
    const packageName = (specifier: string) =>
      specifier
        .split("/")
        .slice(0, specifier.startsWith("@") ? 2 : 1)
        .join("/");
    expect(packages.filter((specifier) => !runtime.includes(packageName(specifier)))).toEqual([]);
  });
});

describe("the lint rule on the direction of imports", { timeout: 30_000 }, () => {
  it.each([
    ["src/components/probe.tsx", 'import { App } from "../app/app.tsx";'],
    ["src/components/layout/probe.tsx", 'import type { NotFoundPage } from "../../routes/not-found-page.tsx";'],
    ["src/routes/blog/probe.tsx", 'import { Page } from "../../app/page.tsx";'],
    ["src/site/probe.ts", 'import { Head } from "../components/head.tsx";'],
    ["src/content/probe.ts", 'import type { site } from "../site/site.ts";'],
    ["src/app/probe.ts", 'import { hydrate } from "../entry-client.tsx";'],
    ["src/routes/blog/probe.tsx", 'import { loadContent } from "../../content/site/load.ts";'],
    ["src/components/probe.tsx", 'import { siteSchema } from "../content/schemas/site.ts";'],
    ["src/app/probe.ts", 'import { listPages } from "../content/pages/list-pages.ts";'],
    ["src/routes/home/probe.tsx", 'import { homePages } from "../../content/home/home-page.ts";'],
    ["src/routes/blog/post/probe.tsx", 'import { tagPages } from "../../../content/blog/tag-pages.ts";'],
    ["src/routes/resources/probe.tsx", 'import { client } from "../../content/resources/client-side.ts";'],
    ["src/routes/blog/probe.tsx", 'import { site } from "virtual:site";'],
    ["src/admin/probe.ts", 'import { postSchema } from "../content/schemas/post.ts";'],
    ["src/admin/probe.ts", 'import { App } from "../app/app.tsx";'],
  ])("refuses, in %s: %s", async (filePath, statement) => {
    expect(await lintImport(filePath, statement)).toHaveLength(1);
  });

  it.each([
    ["src/app/probe.ts", 'import { HomePage } from "../routes/home/home-page.tsx";'],
    ["src/routes/blog/probe.tsx", 'import { Head } from "../../components/head.tsx";'],
    ["src/components/probe.tsx", 'import { assetHref } from "../site/asset-href.ts";'],
    ["src/site/probe.ts", 'import { withBase } from "../content/shared/paths.ts";'],
    ["src/routes/blog/probe.tsx", 'import type { HeadInput } from "../../content/head/head.ts";'],
    ["src/site/site.ts", 'import { site } from "virtual:site";'],
    ["src/admin/probe.ts", 'import { splitFrontMatter } from "../content/blog/client/front-matter.ts";'],
    ["src/routes/home/application/probe.tsx", 'import { fields } from "../../../content/home/client/fellowship.ts";'],
    ["src/routes/blog/probe.tsx", 'import { queryTerms } from "../../content/search/client/search-options.ts";'],
  ])("allows, in %s: %s", async (filePath, statement) => {
    expect(await lintImport(filePath, statement)).toEqual([]);
  });
});
