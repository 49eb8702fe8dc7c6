// The post schema's dates: only days that exist, written yyyy-mm-dd.
import { describe, expect, it } from "vitest";
import { postSchema } from "../../../../src/content/schemas/post.ts";

/** Whether the schema takes `date` as a post's publishedAt. */
const isRealDate = (date: string) =>
  postSchema.safeParse({ id: "1", title: "T", excerpt: "E", readTime: 3, tags: [], publishedAt: date }).success;

describe("a real calendar date", () => {
  it("accepts days that exist", () => {
    for (const date of ["2025-01-27", "2024-02-29", "2000-02-29", "2025-12-31"])
      expect(isRealDate(date), date).toBe(true);
  });

  it("refuses days that do not", () => {
    for (const date of [
      "2025-02-30",
      "2025-02-29",
      "1900-02-29",
      "2025-04-31",
      "2025-13-01",
      "2025-00-10",
      "2025-01-00",
    ])
      expect(isRealDate(date), date).toBe(false);
  });
});

describe("postSchema publishedAt", () => {
  const post = { id: "1", title: "T", excerpt: "E", readTime: 3, tags: [] };
  const messages = (publishedAt: string) =>
    postSchema.safeParse({ ...post, publishedAt }).error?.issues.map((issue) => issue.message);

  it("reports a date in the wrong format once, without also calling it an impossible day", () => {
    expect(messages("27/01/2025")).toEqual(["expected a date written yyyy-mm-dd, e.g. `2025-01-27`"]);
    expect(messages("January 27, 2025")).toHaveLength(1);
  });

  it("reports an impossible day", () => {
    expect(messages("2025-02-30")).toEqual(["expected a real calendar date (that month has fewer days)"]);
  });

  it("accepts a real day", () => {
    expect(messages("2025-01-27")).toBeUndefined();
  });
});
