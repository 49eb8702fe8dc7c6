// `npm run cms`'s local backend sends uploads to the repository's public/images/uploads and everything else to the
// data folder: the same media folder as the manager on GitHub, whichever DATA_DIR is edited.
import { describe, expect, it } from "vitest";
import { cmsConfig } from "../../../../src/admin/config.ts";
import { isUpload, route, type ProxyRequest } from "../../../../scripts/admin/decap-router.ts";

const local = cmsConfig("http://localhost:8081/api/v1", null)!;
const github = cmsConfig(undefined, { repo: "owner/site", branch: "main" })!;
const upload = (name: string) => ({ path: `public/images/uploads/${name}`, content: "AA==", encoding: "base64" });
const post = { slug: "a-post", path: "posts/a-post.md", raw: "{}\n" };
const request = (action: string, params: Record<string, unknown>): ProxyRequest => ({ branch: "main", action, params });

describe("the local backend's router", () => {
  it("puts uploads where the manager on GitHub does, and a post names them as there", () => {
    expect(local.media_folder).toBe(github.media_folder);
    expect(local.public_folder).toBe(github.public_folder);
    expect(`public${local.public_folder}`).toBe(local.media_folder);
    expect(isUpload(local.media_folder)).toBe(true);
  });

  it("tells uploads from entries, resolving `..` first", () => {
    expect(isUpload("public/images/uploads/a.png")).toBe(true);
    expect(isUpload("public\\images\\uploads\\a.png")).toBe(true);
    expect(isUpload("posts/a-post.md")).toBe(false);
    expect(isUpload("public/images/uploads-old/a.png")).toBe(false);
    expect(isUpload("public/images/uploads/../../../src/main.ts")).toBe(false);
    expect(isUpload(undefined)).toBe(false);
  });

  it("sends the media library's requests to the repository, the entries' to the data folder", () => {
    const roots = (body: ProxyRequest) => route(body).map((forward) => forward.root);
    expect(roots(request("getMedia", { mediaFolder: "public/images/uploads" }))).toEqual(["media"]);
    expect(roots(request("persistMedia", { asset: upload("a.png"), options: {} }))).toEqual(["media"]);
    expect(roots(request("getMediaFile", { path: "public/images/uploads/a.png" }))).toEqual(["media"]);
    expect(roots(request("deleteFile", { path: "public/images/uploads/a.png", options: {} }))).toEqual(["media"]);
    expect(roots(request("getEntry", { path: "site.json" }))).toEqual(["data"]);
    expect(roots(request("entriesByFolder", { folder: "posts", extension: "md", depth: 1 }))).toEqual(["data"]);
    expect(roots(request("info", {}))).toEqual(["data"]);
  });

  it("saves an entry's uploads in the repository first, then the entry without them in the data folder", () => {
    const other = { path: "posts/figure.svg", content: "AA==", encoding: "base64" };
    const body = request("persistEntry", { dataFiles: [post], assets: [upload("a.png"), other], options: {} });
    const forwards = route(body);
    expect(forwards.map((forward) => forward.root)).toEqual(["media", "data"]);
    expect(forwards[0]!.body.params).toMatchObject({ dataFiles: [], assets: [upload("a.png")] });
    expect(forwards[1]!.body.params).toMatchObject({ dataFiles: [post], assets: [other] });
    expect(route(request("persistEntry", { dataFiles: [post], assets: [], options: {} }))).toEqual([
      { root: "data", body: request("persistEntry", { dataFiles: [post], assets: [], options: {} }) },
    ]);
  });

  it("splits a deletion of both kinds, one request per root", () => {
    const paths = ["public/images/uploads/a.png", "posts/a-post.md"];
    const forwards = route(request("deleteFiles", { paths, options: {} }));
    expect(forwards.map((forward) => [forward.root, forward.body.params!.paths])).toEqual([
      ["media", ["public/images/uploads/a.png"]],
      ["data", ["posts/a-post.md"]],
    ]);
  });
});
