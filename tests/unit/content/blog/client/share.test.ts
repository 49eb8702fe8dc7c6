// Share links for a post: each network's URL, its encoding, and the tweet's text.
import { describe, expect, it } from "vitest";
import { sharePopup, shareLinks } from "../../../../../src/content/blog/client/share.ts";

const site = { origin: "https://first-principles.example", basePath: "/" };
const post = {
  slug: "how-to-apply-first-principles-thinking-in-startups",
  title: "How to Apply First Principles Thinking in Startups",
  excerpt: "Most startups run on borrowed beliefs about cost, pricing and customers.",
};

describe("shareLinks", () => {
  it("shares the canonical absolute post URL, origin/blog/{slug}", () => {
    expect(shareLinks(site, post).url).toBe(
      "https://first-principles.example/blog/how-to-apply-first-principles-thinking-in-startups",
    );
  });

  it("keeps the base path of a site hosted under a sub-path", () => {
    expect(shareLinks({ origin: "https://user.github.io", basePath: "/site/" }, post).url).toBe(
      "https://user.github.io/site/blog/how-to-apply-first-principles-thinking-in-startups",
    );
  });

  it("builds the tweet intent with text 'title - excerpt' and the post URL", () => {
    const links = shareLinks(site, post);
    const intent = new URL(links.twitter);
    expect(`${intent.origin}${intent.pathname}`).toBe("https://twitter.com/intent/tweet");
    expect(intent.searchParams.get("text")).toBe(`${post.title} - ${post.excerpt}`);
    expect(intent.searchParams.get("url")).toBe(links.url);
    expect([...intent.searchParams.keys()]).toEqual(["text", "url"]);
  });

  it("builds the professional network's share-offsite URL with the post URL", () => {
    const links = shareLinks(site, post);
    const share = new URL(links.linkedIn);
    expect(`${share.origin}${share.pathname}`).toBe("https://www.linkedin.com/sharing/share-offsite/");
    expect(share.searchParams.get("url")).toBe(links.url);
  });
});

/** The text of the post's tweet intent. */
const tweetText = (title: string, excerpt: string) =>
  new URL(shareLinks(site, { ...post, title, excerpt }).twitter).searchParams.get("text")!;
/** A post on the microblogging service holds 280 characters; the link counts as 23, plus the space before it. */
const tweetLimit = 280;
/** A title that leaves the excerpt `room` characters of the tweet (`title - excerpt`, then the link). */
const titleLeaving = (room: number) => "t".repeat(tweetLimit - 23 - 1 - 3 - room);

describe("URL encoding", () => {
  it("survives characters that mean something in a query string", () => {
    const text = "Copy & paste? 100% #growth + more = less / why";
    const links = shareLinks(site, { slug: "a?b=c&d=e#f", title: text, excerpt: text });
    expect(new URL(links.twitter).searchParams.get("text")).toBe(`${text} - ${text}`);
    expect(new URL(links.twitter).searchParams.get("url")).toBe(links.url);
    expect(new URL(links.linkedIn).searchParams.get("url")).toBe(links.url);
    expect(links.url).toContain("/blog/a");
  });

  it("encodes spaces as %20, which every service reads as a space", () => {
    expect(shareLinks(site, { ...post, title: "a b", excerpt: "c" }).twitter).toContain("text=a%20b%20-%20c&");
  });
});

describe("the tweet's text", () => {
  it("is the title, ' - ', then the excerpt when it fits", () => {
    expect(tweetText("Title", "Excerpt.")).toBe("Title - Excerpt.");
  });

  it("shortens a long excerpt at a word, with an ellipsis, so the text and the link fit in one post", () => {
    const excerpt = "word ".repeat(80).trim();
    const text = tweetText("A title", excerpt);
    expect(text.startsWith("A title - word word")).toBe(true);
    expect(text.endsWith("word…")).toBe(true);
    expect([...text].length + 1 + 23).toBeLessThanOrEqual(tweetLimit);
    expect([...text].length + 1 + 23).toBeGreaterThan(tweetLimit - 6);
  });

  it("keeps the built-in posts' full text (they fit)", () => {
    const excerpt =
      "Best practices save you years; first principles find what everyone else missed. A side-by-side comparison and " +
      "a four-question test for deciding which one a decision deserves.";
    const title = "First Principles vs. Best Practices: When to Copy, When to Rebuild";
    expect(tweetText(title, excerpt)).toBe(`${title} - ${excerpt}`);
  });

  it("keeps an excerpt that fills the room exactly", () => {
    expect(tweetText(titleLeaving(12), "one two thre")).toBe(`${titleLeaving(12)} - one two thre`);
  });

  it("cuts the excerpt at the last space, drops trailing punctuation and adds an ellipsis", () => {
    expect(tweetText(titleLeaving(12), "one two, three four")).toBe(`${titleLeaving(12)} - one two…`);
  });

  it("cuts inside a very long word rather than leaving almost nothing", () => {
    expect(tweetText(titleLeaving(12), "a supercalifragilistic")).toBe(`${titleLeaving(12)} - a supercali…`);
  });

  it("shortens the title alone when it leaves no room for an excerpt, counting characters (never splitting an emoji)", () => {
    expect(tweetText("🙂".repeat(300), "An excerpt.")).toBe(`${"🙂".repeat(255)}…`);
  });
});

describe("sharePopup", () => {
  it("is the spec's 600x400 window", () => {
    expect(sharePopup).toMatchObject({ width: 600, height: 400, features: "width=600,height=400" });
  });
});
