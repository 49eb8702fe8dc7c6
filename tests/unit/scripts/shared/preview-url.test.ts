// PREVIEW_URL, the address a pull request's preview is built for (decision 57): checked as site.json's `url` is.
import { afterEach, describe, expect, it } from "vitest";
import { previewUrlFromEnv as previewUrl } from "../../../../scripts/shared/environment.ts";

const saved = process.env.PREVIEW_URL;
afterEach(() => {
  if (saved === undefined) delete process.env.PREVIEW_URL;
  else process.env.PREVIEW_URL = saved;
});

describe("PREVIEW_URL", () => {
  it("is the preview's address when set, and nothing when unset or empty", () => {
    process.env.PREVIEW_URL = "https://owner.github.io/site/pr-12/";
    expect(previewUrl()).toBe("https://owner.github.io/site/pr-12/");
    process.env.PREVIEW_URL = "";
    expect(previewUrl()).toBeUndefined();
    delete process.env.PREVIEW_URL;
    expect(previewUrl()).toBeUndefined();
  });

  it("refuses what site.json's url would refuse, saying why", () => {
    process.env.PREVIEW_URL = "owner.github.io/pr-12";
    expect(() => previewUrl()).toThrow(/^PREVIEW_URL=owner\.github\.io\/pr-12 is not a site address: expected/);
    process.env.PREVIEW_URL = "https://owner.github.io/pr-12/?x=1";
    expect(() => previewUrl()).toThrow("without `?query` or `#hash`");
  });
});
