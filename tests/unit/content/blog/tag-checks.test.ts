// Tag checks across posts: a tag needs a slug for its page, and two spellings may not share one page.
import { describe, expect, it } from "vitest";
import { JsonSource } from "../../../../src/content/checking/problems.ts";
import { checkTags } from "../../../../src/content/blog/tag-checks.ts";

/** A post file whose `tags` are `tags`, one per line, so each problem's line says which tag it is. */
function post(file: string, tags: string[]) {
  const text = `{\n  "tags": [\n${tags.map((tag) => `    ${JSON.stringify(tag)}`).join(",\n")}\n  ]\n}\n`;
  return { source: new JsonSource(file, text), tags };
}

describe("checkTags", () => {
  it("accepts tags that each have a slug, and the same spelling in several posts", () => {
    expect(checkTags([post("a.json", ["Strategy", "B2B SaaS"]), post("b.json", ["Strategy"])])).toEqual([]);
  });

  it("refuses a tag with no letters or digits, at its own line, and goes on with the others", () => {
    const problems = checkTags([post("a.json", ["Strategy", "!!!", "—"])]);
    expect(problems.map((p) => [p.file, p.line, p.field])).toEqual([
      ["a.json", 4, "tags[1]"],
      ["a.json", 5, "tags[2]"],
    ]);
    expect(problems[0]?.message).toContain('the tag "!!!" has no letters or digits');
    expect(problems[0]?.severity).toBe("error");
  });

  it("refuses a second spelling of a tag page, naming the first spelling and its file", () => {
    const problems = checkTags([
      post("a.json", ["First Principles"]),
      post("b.json", ["Strategy", "first principles"]),
    ]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: "b.json", line: 4, field: "tags[1]" });
    expect(problems[0]?.message).toBe(
      'the tag "first principles" and the tag "First Principles" (a.json) both make the tag page ' +
        "/blog/tag/first-principles; spell them the same way",
    );
  });
});
