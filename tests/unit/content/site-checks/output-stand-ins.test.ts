// The output check's reading of a built page and of the feeds: where each stand-in is read, and the real content it
// leaves alone.
import { describe, expect, it } from "vitest";
import {
  jsonFeedStandIns,
  pageStandIns,
  xmlFeedStandIns,
} from "../../../../src/content/site-checks/output-stand-ins.ts";

const where = (found: ReturnType<typeof pageStandIns>) => found.map((one) => `${one.where}: ${one.standIn.match}`);

const page = (head: string, body: string) =>
  `<!doctype html><html><head><title>Studio</title>${head}</head><body>${body}</body></html>`;

describe("the output check reads a page", () => {
  it("finds a stand-in in the visible text and the title, in any case", () => {
    const html = page("", "<p>The next cohort starts <strong>[Start date]</strong>.</p><p>Seats null</p>");
    expect(where(pageStandIns(html))).toEqual(["text: [Start date]", "text: null"]);
    expect(where(pageStandIns("<html><head><title>Blog · TBD</title></head><body></body></html>"))).toEqual([
      "title: TBD",
    ]);
  });

  it("finds a stand-in in an alt text, a title, an aria-label", () => {
    const html = page(
      "",
      '<img src="/a.png" alt="Portrait of [founder name]"><a href="/" title="TODO" aria-label="Lorem ipsum">x</a>',
    );
    expect(where(pageStandIns(html))).toEqual(["alt: [founder name]", "title: TODO", "aria-label: Lorem ipsum"]);
  });

  it("finds a stand-in in the meta description, the social tags and JSON-LD", () => {
    const jsonLd = JSON.stringify({ "@type": "Person", name: "[Founder Name]", url: "https://studio.test/" });
    const html = page(
      `<meta name="description" content="Starts ₹x,xxx"><meta property="og:title" content="[Title]">` +
        `<meta name="twitter:description" content="TBA"><meta name="viewport" content="[ignored]">` +
        `<script type="application/ld+json">${jsonLd}</script>`,
      "",
    );
    expect(where(pageStandIns(html))).toEqual([
      "meta description: ₹x,xxx",
      "meta og:title: [Title]",
      "meta twitter:description: TBA",
      "JSON-LD: [Founder Name]",
      "JSON-LD: studio.test",
    ]);
  });

  it("finds a local or reserved address and the stand-in portrait in links, sources and form actions", () => {
    const html = page(
      "",
      '<a href="https://newsletter.site.test/">News</a><form action="http://127.0.0.1:8080/apply"></form>' +
        '<img src="/images/founder-portrait.svg" alt="The founder">' +
        '<a href="https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fsite.example%2F">Share</a>',
    );
    expect(where(pageStandIns(html))).toEqual([
      "href: newsletter.site.test",
      "action: 127.0.0.1",
      "src: /images/founder-portrait.svg",
      "href: site.example",
    ]);
  });

  it("leaves code, scripts, a Markdown-looking link, [1], ₹15,000 a month and 20 seats", () => {
    const html = page(
      '<script>const a = items[todo] ?? null;</script><style>a[title="x"]{}</style><meta name="robots" content="TODO">',
      "<p>Read [the guide](https://studio.in) and the note [1].</p><p><code>items[0]</code> and " +
        "<pre><code>const [value] = null;</code></pre></p><p>Paid ₹15,000 a month; 20 seats.</p>" +
        '<a href="https://studio.in/a?items[tag]=TODO">link</a><template><p>[hidden]</p></template>',
    );
    expect(pageStandIns(html)).toEqual([]);
  });

  it("reads broken JSON-LD as nothing (the page check reports it), and goes on", () => {
    const html = page('<script type="application/ld+json">{ broken</script>', "<p>[after it]</p>");
    expect(where(pageStandIns(html))).toEqual(["text: [after it]"]);
  });
});

describe("the output check reads the feeds", () => {
  it("finds a stand-in in an RSS item's title, its HTML content and a link", () => {
    const rss = [
      '<?xml version="1.0"?><rss xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel>',
      "<title>Blog</title><link>https://studio.in/</link>",
      "<item><title><![CDATA[Working with [client name]]]></title><link>https://studio.test/post</link>",
      "<description>Plain words</description>",
      '<content:encoded><![CDATA[<p>We wrote <img src="/x.png" alt="[photo]"> and <code>a[todo]</code>.</p>]]></content:encoded>',
      "</item></channel></rss>",
    ].join("");
    expect(where(xmlFeedStandIns(rss))).toEqual([
      "title: [client name]",
      "link: studio.test",
      "content:encoded alt: [photo]",
    ]);
  });

  it("finds a stand-in in an Atom feed's addresses and text", () => {
    const atom =
      '<feed xmlns="http://www.w3.org/2005/Atom"><title>Blog</title><link href="http://localhost:4173/"/>' +
      "<author><name>Your Name</name></author></feed>";
    expect(where(xmlFeedStandIns(atom))).toEqual(["link: localhost", "name: Your Name"]);
  });

  it("finds a stand-in in a JSON Feed's strings and its items' HTML", () => {
    const feed = JSON.stringify({
      title: "Blog",
      authors: [{ name: "Founder [surname]" }],
      items: [{ id: "https://studio.in/a", title: "Fine", content_html: "<p>Lorem ipsum</p><pre>[code]</pre>" }],
    });
    expect(where(jsonFeedStandIns(feed))).toEqual(["text: Lorem ipsum", "JSON Feed: [surname]"]);
  });

  it("leaves a clean feed alone", () => {
    const rss =
      "<rss><channel><title>Blog</title><item><title>₹15,000 a month, 20 seats [1]</title></item></channel></rss>";
    expect(xmlFeedStandIns(rss)).toEqual([]);
    expect(jsonFeedStandIns(JSON.stringify({ title: "Blog" }))).toEqual([]);
  });
});
