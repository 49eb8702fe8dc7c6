// The policy in index.html, and a page's head, body and data filled into the template.
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../../../../src/content/outputs/content-security-policy.ts";
import { fillTemplate, withContentSecurityPolicy } from "../../../../src/content/outputs/page-template.ts";

const template =
  "<head><!--app-csp--><!--app-head--></head><body><div id=root><!--app-html--></div><!--app-data--></body>";

describe("withContentSecurityPolicy", () => {
  it("puts the policy in a meta tag at the marker, and nothing else changes", () => {
    const filled = withContentSecurityPolicy(template);
    expect(filled).toContain(`<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy()}" />`);
    expect(filled.replace(/<meta [^>]*\/>/, "<!--app-csp-->")).toBe(template);
  });
});

describe("fillTemplate", () => {
  const page = {
    path: "/blog/a",
    rendered:
      '<title>A</title><meta name="description" content="d"/><link rel="canonical" href="/a"/><main>$& body</main>',
    json: '{"title":"</script>"}',
  };
  const html = fillTemplate(template, page);

  it("moves the tags React hoisted to the start of its output into <head>, and the rest into #root", () => {
    expect(html).toContain('<head><!--app-csp--><title>A</title><meta name="description" content="d"/>');
    expect(html).toContain("<div id=root><main>$& body</main></div>");
  });

  it("writes the page's path and data as JSON that cannot close its script element", () => {
    const data = /<script type="application\/json" id="page-data">(.*)<\/script>/.exec(html)?.[1] ?? "";
    expect(data).not.toContain("</script>");
    expect(JSON.parse(data)).toEqual({ path: "/blog/a", data: { title: "</script>" } });
  });

  it("names the page's modules for boot.ts, escaped as an attribute, only when there are some", () => {
    const withModules = fillTemplate(template, { ...page, modules: ["/assets/a.js", '/assets/"b"&.js'] });
    expect(withModules).toContain('data-modules="/assets/a.js /assets/&quot;b&quot;&amp;.js"');
    expect(fillTemplate(template, { ...page, modules: [] })).not.toContain("data-modules");
  });

  it("names the application's modules beside the page's, only when there are some", () => {
    const filled = fillTemplate(template, { ...page, modules: ["/assets/a.js"], applyModules: ["/assets/c&.js"] });
    expect(filled).toContain('data-modules="/assets/a.js" data-apply-modules="/assets/c&amp;.js"');
    expect(fillTemplate(template, { ...page, modules: ["/assets/a.js"], applyModules: [] })).not.toContain(
      "data-apply-modules",
    );
  });

  it("leaves a body that starts with anything but a head tag whole", () => {
    const filled = fillTemplate(template, { ...page, rendered: "<p>x</p><title>late</title>" });
    expect(filled).toContain("<head><!--app-csp--></head>");
    expect(filled).toContain("<div id=root><p>x</p><title>late</title></div>");
  });
});
