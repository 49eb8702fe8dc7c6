// The schema pieces every data file shares: text, https URLs, local image paths, slugs and site paths.
import { describe, expect, it } from "vitest";
import {
  httpsUrl,
  localPathPattern,
  maxLength,
  redirectFrom,
  sitePath,
  slug,
  text,
} from "../../../../src/content/schemas/common.ts";

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe("text", () => {
  it("trims, and refuses an empty or over-long value with a message naming what was expected", () => {
    expect(text("a title", 5).parse("  abc  ")).toBe("abc");
    expect(messages(text("a title", 5).safeParse("   "))).toEqual(["expected a title, found an empty string"]);
    expect(messages(text("a title", 5).safeParse("abcdef"))).toEqual([
      "expected a title of at most 5 characters; shorten it",
    ]);
    expect(messages(text("a title").safeParse(3))).toEqual(["expected a title as a string in double quotes"]);
  });
});

describe("httpsUrl", () => {
  it("accepts only absolute https addresses within the length limit", () => {
    expect(httpsUrl("a link").safeParse("https://x.example/a?b=c").success).toBe(true);
    for (const value of ["http://x.example/", "/images/a.png", "javascript:alert(1)", "x.example"]) {
      expect(messages(httpsUrl("a link").safeParse(value)), value).toEqual([
        "expected a link as a full https:// address",
      ]);
    }
    const long = `https://x.example/${"a".repeat(maxLength.url)}`;
    expect(messages(httpsUrl("a link").safeParse(long))).toEqual([
      `expected a link of at most ${maxLength.url} characters`,
    ]);
  });
});

describe("localPathPattern", () => {
  it("accepts a normalised path in public/ and nothing a browser could read as another host or folder", () => {
    for (const value of ["/images/cover.png", "/a_b/c-d/e.f.jpg", "/x"])
      expect(localPathPattern.test(value), value).toBe(true);
    for (const value of [
      "images/a.png",
      "//host/a.png",
      "/\\host/a.png",
      "/a/../b.png",
      "/a/.hidden",
      "/a b.png",
      "/a%20b.png",
      "/a/",
    ]) {
      expect(localPathPattern.test(value), value).toBe(false);
    }
  });
});

describe("slug", () => {
  it("accepts lower-case words joined by single hyphens", () => {
    expect(slug.safeParse("my-first-post-2").success).toBe(true);
    for (const value of ["My-Post", "my--post", "-my-post", "my-post-", "my_post", ""]) {
      expect(slug.safeParse(value).success, value).toBe(false);
    }
    expect(messages(slug.safeParse("a".repeat(maxLength.slug + 1)))).toEqual([
      `expected a slug of at most ${maxLength.slug} characters`,
    ]);
  });
});

describe("sitePath and redirectFrom", () => {
  it("accept paths after the domain, without a query, a fragment or spaces", () => {
    expect(redirectFrom.safeParse(["/blog/old-title", "/"]).success).toBe(true);
    for (const value of ["blog/x", "https://x.example/blog", "/blog?x=1", "/blog#a", "/a b"]) {
      expect(sitePath.safeParse(value).success, value).toBe(false);
    }
    expect(messages(redirectFrom.safeParse("/blog/x"))).toEqual([
      'expected a list of old site paths, e.g. ["/blog/old-title"]',
    ]);
  });
});
