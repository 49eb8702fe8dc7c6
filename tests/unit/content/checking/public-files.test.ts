// Local images named in data: a normalised path to a file in public/, or an https address.
import { describe, expect, it } from "vitest";
import { publicFileProblem } from "../../../../src/content/checking/public-files.ts";

const files = new Set(["images/cover.png", "images/blog/startups.png"]);

describe("publicFileProblem", () => {
  it("accepts a site path to a file that exists in public/", () => {
    expect(publicFileProblem("/images/cover.png", files)).toBeNull();
    expect(publicFileProblem("/images/blog/startups.png", files)).toBeNull();
  });

  it("leaves https addresses alone (the schema checks them), in any case of the scheme", () => {
    expect(publicFileProblem("https://cdn.example/x.png", files)).toBeNull();
    expect(publicFileProblem("HTTPS://cdn.example/x.png", files)).toBeNull();
  });

  it("says nothing when the files of public/ are not known (the browser-free core without the scripts' list)", () => {
    expect(publicFileProblem("/images/missing.png", undefined)).toBeNull();
  });

  it("names the missing file and the two fixes", () => {
    expect(publicFileProblem("/images/missing.png", files)).toBe(
      "there is no file public/images/missing.png: add the image to public/, or correct the path",
    );
  });

  it("refuses a path that is not normalised, quoting at most 80 characters of it", () => {
    for (const src of ["images/cover.png", "/images/../cover.png", "/images//cover.png", "/images/", "/./x.png"]) {
      expect(publicFileProblem(src, files), src).toMatch(/^expected an image as a full https:\/\/ address or /);
    }
    const long = `/${"a/".repeat(60)}b c.png`;
    expect(publicFileProblem(long, files)).toContain(`found ${JSON.stringify(long.slice(0, 80))}`);
  });
});
