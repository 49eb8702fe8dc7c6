// Finding external links in data files and reporting dead ones, for `npm run check:links`.
import { describe, expect, it } from "vitest";
import {
  findExternalLinks,
  formatDeadLink,
  isPlaceholder,
  probeUrl,
} from "../../../../src/content/site-checks/external-links.ts";

const json = `{
  "categories": [
    {
      "videos": [
        { "title": "A", "link": "https://www.youtube.com/watch?v=eIho2S0ZahI" },
        { "title": "B", "link": "https://www.youtube.com/results?search_query=a+b" }
      ]
    }
  ],
  "$schema": "../schemas/categories.schema.json"
}`;

describe("findExternalLinks", () => {
  it("finds every link in a JSON file with its line and column", () => {
    expect(findExternalLinks("data/resources/categories.json", json)).toEqual([
      {
        url: "https://www.youtube.com/watch?v=eIho2S0ZahI",
        file: "data/resources/categories.json",
        line: 5,
        column: 34,
      },
      {
        url: "https://www.youtube.com/results?search_query=a+b",
        file: "data/resources/categories.json",
        line: 6,
        column: 34,
      },
    ]);
  });

  it("points at the first character of the address", () => {
    const [found] = findExternalLinks("x.json", json);
    const lines = json.split("\n");
    expect(lines[found!.line - 1]!.slice(found!.column - 1)).toMatch(/^https:\/\/www\.youtube\.com\/watch/);
  });

  it("finds links in HTML attributes and text, decoding &amp; and leaving out closing punctuation", () => {
    const html =
      '<p>Read <a href="https://a.example/x?one=1&amp;two=2">this</a>.</p>\n<p>See https://b.example/page. And (https://c.example/wiki/Foo_(bar)).</p>';
    expect(findExternalLinks("data/posts/p.html", html).map(({ url, line, column }) => [url, line, column])).toEqual([
      ["https://a.example/x?one=1&two=2", 1, 18],
      ["https://b.example/page", 2, 8],
      ["https://c.example/wiki/Foo_(bar)", 2, 37],
    ]);
  });

  it("finds links in Markdown: inline links, bare addresses, and the closing parenthesis left out", () => {
    const md = "Read [the study](https://a.example/study?x=1&amp;y=2) and https://b.example/page.\n";
    expect(findExternalLinks("data/posts/p.md", md).map(({ url, line, column }) => [url, line, column])).toEqual([
      ["https://a.example/study?x=1&y=2", 1, 18],
      ["https://b.example/page", 1, 59],
    ]);
  });

  it("ignores relative paths and mail addresses", () => {
    expect(
      findExternalLinks(
        "data/site.json",
        '{ "$schema": "./schemas/site.schema.json", "email": "hello@studio.example" }',
      ),
    ).toEqual([]);
  });
});

describe("isPlaceholder", () => {
  it("recognises reserved example domains", () => {
    expect(isPlaceholder("https://first-principles.example/")).toBe(true);
    expect(isPlaceholder("https://example.com/a")).toBe(true);
    expect(isPlaceholder("https://shop.test/")).toBe(true);
    expect(isPlaceholder("https://www.youtube.com/")).toBe(false);
    expect(isPlaceholder("https://examples.com/")).toBe(false);
  });
});

describe("probeUrl", () => {
  it("checks a video through the host's oEmbed endpoint, whatever the form of its link", () => {
    const expected =
      "https://www.youtube.com/oembed?format=json&url=https%3A%2F%2Fwww.youtube.com%2Fwatch%3Fv%3DeIho2S0ZahI";
    expect(probeUrl("https://www.youtube.com/watch?v=eIho2S0ZahI&t=42s")).toBe(expected);
    expect(probeUrl("https://youtu.be/eIho2S0ZahI")).toBe(expected);
    expect(probeUrl("https://www.youtube.com/shorts/eIho2S0ZahI")).toBe(expected);
  });

  it("checks every other link as it is", () => {
    expect(probeUrl("https://www.youtube.com/results?search_query=x")).toBe(
      "https://www.youtube.com/results?search_query=x",
    );
    expect(probeUrl("https://en.wikipedia.org/wiki/Hero%27s_journey")).toBe(
      "https://en.wikipedia.org/wiki/Hero%27s_journey",
    );
  });
});

describe("formatDeadLink", () => {
  it("writes file:line:col, the status and the address", () => {
    expect(formatDeadLink({ url: "https://a.example/", file: "data/site.json", line: 12, column: 5 }, "404")).toBe(
      "data/site.json:12:5  404 https://a.example/",
    );
  });
});
