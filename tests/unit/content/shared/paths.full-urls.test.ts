// Full URLs of site paths and of addresses on other hosts.
import { describe, expect, it } from "vitest";
import { absoluteUrl, fullUrl } from "../../../../src/content/shared/paths.ts";

const site = { origin: "https://example.github.io", basePath: "/site/" };

describe("fullUrl", () => {
  it("makes a site path absolute under the base path, as absoluteUrl does", () => {
    expect(fullUrl(site, "/images/a.png")).toBe("https://example.github.io/site/images/a.png");
    expect(fullUrl(site, "/images/a.png")).toBe(absoluteUrl(site, "/images/a.png"));
  });

  it("keeps an address on another host as it is", () => {
    expect(fullUrl(site, "https://images.example/a.png")).toBe("https://images.example/a.png");
  });
});
