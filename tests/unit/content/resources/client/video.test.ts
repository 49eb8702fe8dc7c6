// Video links: the id in every YouTube link form, and the still for an id.
import { describe, expect, it } from "vitest";
import { parseVideoLink, stockThumbnail, thumbnailUrl } from "../../../../../src/content/resources/client/video.ts";

const id = "Xc3n4QwP9sA";

describe("parseVideoLink", () => {
  it.each([
    ["watch URL", `https://www.youtube.com/watch?v=${id}`],
    ["watch URL without www", `https://youtube.com/watch?v=${id}`],
    ["mobile watch URL", `https://m.youtube.com/watch?v=${id}`],
    ["watch URL with a timestamp", `https://www.youtube.com/watch?v=${id}&t=42s`],
    ["watch URL with v after other parameters", `https://www.youtube.com/watch?feature=share&v=${id}&list=PL1`],
    ["short link", `https://youtu.be/${id}`],
    ["short link with a share id", `https://youtu.be/${id}?si=AbC123xyz`],
    ["short link with a timestamp", `https://youtu.be/${id}?t=42`],
    ["shorts", `https://www.youtube.com/shorts/${id}`],
    ["shorts with a trailing slash and parameters", `https://youtube.com/shorts/${id}/?feature=share`],
    ["embed", `https://www.youtube.com/embed/${id}?start=42`],
    ["privacy-enhanced embed", `https://www.youtube-nocookie.com/embed/${id}`],
    ["live", `https://www.youtube.com/live/${id}?si=xyz`],
    ["upper-case host", `https://WWW.YOUTUBE.COM/watch?v=${id}`],
  ])("reads the id from a %s", (_kind, link) => {
    expect(parseVideoLink(link)).toEqual({ kind: "video", id });
  });

  it("keeps ids with - and _ intact", () => {
    expect(parseVideoLink("https://youtu.be/b7R_kq-2LmE")).toEqual({ kind: "video", id: "b7R_kq-2LmE" });
  });

  it("treats a search link as a deliberate search, not an error", () => {
    expect(parseVideoLink("https://www.youtube.com/results?search_query=first+principles")).toEqual({ kind: "search" });
  });

  it.each([
    ["another video host", "https://vimeo.com/76979871"],
    ["a channel page", "https://www.youtube.com/@firstprinciples"],
    ["a playlist", "https://www.youtube.com/playlist?list=PL123"],
    [
      "an embedded playlist (videoseries looks like an id but is none)",
      "https://www.youtube.com/embed/videoseries?list=PL123",
    ],
  ])("calls %s `other`", (_kind, link) => {
    expect(parseVideoLink(link)).toEqual({ kind: "other" });
  });

  it.each([
    ["a 5-character id", "https://www.youtube.com/watch?v=Xc3n4", '"Xc3n4" is not an 11-character video id'],
    ["a 12-character id", `https://youtu.be/${id}x`, `"${id}x" is not an 11-character video id`],
    [
      "an id with a forbidden character",
      "https://www.youtube.com/shorts/Xc3n4QwP9s!",
      "is not an 11-character video id",
    ],
    ["a watch URL without v", "https://www.youtube.com/watch?feature=share", "it names no video id"],
    ["a bare short link", "https://youtu.be/", "it names no video id"],
    ["text that is no address", "youtube.com/watch?v=Xc3n4QwP9sA", "it is not a web address"],
  ])("calls a link with %s `broken`, saying why", (_kind, link, reason) => {
    const parsed = parseVideoLink(link);
    expect(parsed.kind).toBe("broken");
    expect(parsed.kind === "broken" && parsed.reason).toContain(reason);
  });
});

describe("thumbnailUrl", () => {
  it("points at the host's 16:9 still for the id", () => {
    expect(thumbnailUrl(id)).toBe(`https://i.ytimg.com/vi/${id}/mqdefault.jpg`);
  });

  it("has a local stock image for links without one", () => {
    expect(stockThumbnail).toMatch(/^\/images\/.+\.svg$/);
  });
});
