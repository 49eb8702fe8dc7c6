// The shape of the source a newcomer reads: no line over 160 characters, and HTML read with a parser, not with
// regular expressions over its tags (issue 44 item 7).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = new URL("../..", import.meta.url).pathname;
const code = /\.(ts|tsx|mjs|cjs|js|css)$/;

function listFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : listFiles(path);
    return code.test(entry.name) ? [path] : [];
  });
}

/** `path:line` of each line over `limit` characters in `paths`. */
function longLines(paths: readonly string[], limit = 160): string[] {
  return paths.flatMap((path) =>
    readFileSync(join(root, path), "utf8")
      .split("\n")
      .flatMap((line, index) => (line.length > limit ? [`${path}:${index + 1}`] : [])),
  );
}

/** A pattern that reads a tag: `<` (or `<\/`) then a name, a class or a group, e.g. `/^<title\b/`, `/<[^\s>]+/`. */
const overTags = /<(?:\\?\/)?[a-z([]/i;

/** `path: /pattern/` of each regular expression literal in `paths` that reads HTML tags. */
function tagPatterns(paths: readonly string[]): string[] {
  return paths.flatMap((path) => {
    const text = readFileSync(join(root, path), "utf8");
    const kind = path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
    const found: string[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isRegularExpressionLiteral(node) && overTags.test(node.text.slice(1, node.text.lastIndexOf("/"))))
        found.push(`${path}: ${node.text}`);
      ts.forEachChild(node, visit);
    };
    visit(file);
    return found;
  });
}

describe("the source's shape", () => {
  const files = ["src", "scripts", "tests"].flatMap(listFiles);

  it("reads the repository (a sanity check of the lister)", () => {
    expect(files).toContain("src/content/body/sanitize.ts");
    expect(files).toContain("tests/unit/source-shape.test.ts");
  });

  it("has no line over 160 characters in src/, scripts/ or tests/", () => {
    expect(longLines(files)).toEqual([]);
  });

  it("finds a long line (the check can fail)", () => {
    expect(longLines(["tests/unit/source-shape.test.ts"], 100)).not.toEqual([]);
  });

  it("reads HTML tags with at most two regular expressions; the rest use a parser", () => {
    const found = tagPatterns(files.filter((path) => /^(src|scripts)\/.*\.(ts|tsx|mjs)$/.test(path)));
    expect(found).toEqual([
      'src/content/body/markdown.ts: /^<([a-z0-9]+) data-md="(\\d+)"/',
      "src/content/outputs/page-template.ts: /^(?:<title\\b[^>]*>[^<]*<\\/title>|<meta\\b[^>]*\\/?>|<link\\b[^>]*\\/?>)+/",
    ]);
  });

  it("recognises a pattern over tags, and not one over a lone `<` or a comment", () => {
    expect(overTags.test(String.raw`^<[^\s/>]+`)).toBe(true);
    expect(overTags.test(String.raw`<\/title>`)).toBe(true);
    expect(overTags.test("<")).toBe(false);
    expect(overTags.test("<!--.*?-->")).toBe(false);
  });
});
