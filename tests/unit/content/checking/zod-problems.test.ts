// Zod's issues as problems: positions, the value found, and the key meant by a misspelled one.
import { beforeAll, describe, expect, it } from "vitest";
import { loadContent, type DataFile } from "../../../../src/content/site/load.ts";
import type { Problem } from "../../../../src/content/checking/problems.ts";
import { readFixtureTree } from "../../support/fixture-tree.ts";

// zodIssuesToProblems is exercised the way the site uses it: through loadContent on a valid tree with one file
// replaced.
let valid: DataFile[];
beforeAll(async () => {
  valid = await readFixtureTree();
});

function editedFile(path: string, edit: (value: Record<string, unknown>) => unknown): DataFile {
  const file = valid.find((candidate) => candidate.path === path)!;
  return { path, text: JSON.stringify(edit(JSON.parse(file.text) as Record<string, unknown>), null, 2) };
}

function problemsWith(path: string, edit: (value: Record<string, unknown>) => unknown): Problem[] {
  const edited = editedFile(path, edit);
  return loadContent(
    valid.map((file) => (file.path === path ? edited : file)),
    "data/",
  ).problems;
}

/** The text at a problem's line and column. */
function textAt(text: string, problem: Problem | undefined, length: number): string {
  const line = text.split("\n")[(problem?.line ?? 0) - 1] ?? "";
  return line.slice((problem?.column ?? 0) - 1, (problem?.column ?? 0) - 1 + length);
}

const postPath = "posts/how-to-apply-first-principles-thinking-in-startups.json";
const categoriesPath = "resources/categories.json";
type Categories = { categories: Array<Record<string, unknown>> };

describe("zodIssuesToProblems (through loadContent)", () => {
  it("suggests the closest known key for a near-miss key inside a nested object, pointing at the key", () => {
    const edit = (value: Record<string, unknown>) => {
      const { color, ...rest } = (value as Categories).categories[0]!;
      (value as Categories).categories[0] = { ...rest, colr: color };
      return value;
    };
    const problems = problemsWith(categoriesPath, edit);
    expect(problems).toEqual([
      expect.objectContaining({
        field: "categories[0].color",
        message:
          "missing required field `color`: expected one of the colours indigo, teal, amber, rose, emerald, sky, violet, orange",
      }),
      expect.objectContaining({
        field: "categories[0].colr",
        message: "unknown key `colr`; did you mean `color`?",
        severity: "error",
      }),
    ]);
    expect(textAt(editedFile(categoriesPath, edit).text, problems[1], 6)).toBe('"colr"');
  });

  it("suggests a key regardless of case", () => {
    expect(
      problemsWith(postPath, (value) => ({ ...value, ReadTime: 1, readTime: undefined })).map((p) => p.message),
    ).toContain("unknown key `ReadTime`; did you mean `readTime`?");
  });

  it("lists the allowed keys (without $schema) when no key is close", () => {
    const [problem] = problemsWith("resources/frameworks.json", (value) => ({ ...value, banner: "x" }));
    expect(problem?.message).toBe("unknown key `banner`; allowed keys: frameworks");
  });

  it("tells a maintainer who puts the body in the JSON where it belongs", () => {
    expect(problemsWith(postPath, (value) => ({ ...value, content: "<p>x</p>" }))[0]?.message).toBe(
      "unknown key `content`; the post body lives in the .md or .html file beside this .json file",
    );
  });

  it("reports a missing nested field on its parent object, with the full field path", () => {
    const [problem] = problemsWith("site.json", (value) => ({ ...value, founder: { name: "Founder Name" } }));
    expect(problem).toMatchObject({ file: "data/site.json", field: "founder.role" });
    expect(
      textAt(editedFile("site.json", (value) => ({ ...value, founder: { name: "Founder Name" } })).text, problem, 1),
    ).toBe("{");
    expect(problem?.line).toBeGreaterThan(1);
    expect(problem?.message).toBe(
      "missing required field `role`: expected the founder's role, e.g. `Founder` as a string in double quotes",
    );
  });

  it("names the expected type of a missing field whose schema has no message of its own", () => {
    const [problem] = problemsWith("landing.json", (value) => ({ ...value, about: undefined }));
    expect(problem).toMatchObject({ field: "about", message: "missing required field `about`: expected an object" });
  });

  it("says what was found, shortening long values", () => {
    const [problem] = problemsWith(postPath, (value) => ({ ...value, tags: "x".repeat(100) }));
    expect(problem?.field).toBe("tags");
    expect(problem?.message).toBe(`expected a list of tags, e.g. ["Strategy"], found "${"x".repeat(56)}…`);
  });

  it("shows null and numbers as JSON", () => {
    expect(problemsWith(postPath, (value) => ({ ...value, title: null }))[0]?.message).toBe(
      "expected the post title as a string in double quotes, found null",
    );
    expect(problemsWith(postPath, (value) => ({ ...value, readTime: 2.5 }))[0]?.message).toBe(
      "expected the read time as a whole number of minutes, found 2.5",
    );
  });

  it("does not say `found` twice when the schema's message already says what was found", () => {
    const [problem] = problemsWith(postPath, (value) => ({ ...value, excerpt: "   " }));
    expect(problem?.message).toBe("expected a one- or two-sentence excerpt, found an empty string");
  });

  it("reports every issue in a file, each at its own field", () => {
    const problems = problemsWith(postPath, (value) => ({
      ...value,
      readTime: "8",
      publishedAt: "2025-02-30",
      tags: [""],
    }));
    expect(new Set(problems.map((p) => p.field))).toEqual(new Set(["publishedAt", "readTime", "tags[0]"]));
    expect(new Set(problems.map((p) => p.line)).size).toBe(3);
  });
});
