// `npm run cms`'s local backend sends uploads to the repository's public/images/uploads and everything else to the
// data folder: the same media folder as the manager on GitHub, whichever DATA_DIR is edited. Checked through the
// router itself, listening, with two real local servers standing in for the decap-servers.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cmsConfig } from "../../../../src/admin/config.ts";
import { serveRouter, type Root } from "../../../../scripts/admin/decap-router.ts";

const local = cmsConfig("http://localhost:8081/api/v1", null)!;
const github = cmsConfig(undefined, { repo: "owner/site", branch: "main" })!;
const upload = (name: string) => ({ path: `public/images/uploads/${name}`, content: "AA==", encoding: "base64" });
const post = { slug: "a-post", path: "posts/a-post.md", raw: "{}\n" };
const request = (action: string, params: Record<string, unknown>) => ({ branch: "main", action, params });

/** What each stand-in decap-server received, in order. */
let received: Array<{ root: Root; body: { params?: Record<string, unknown> } }> = [];
const servers: Server[] = [];
let routerUrl = "";

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function standIn(root: Root): Server {
  return createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      received.push({ root, body: JSON.parse(Buffer.concat(chunks).toString("utf8")) });
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
}

beforeAll(async () => {
  const targets = { data: await listen(standIn("data")), media: await listen(standIn("media")) };
  const router = await serveRouter(0, targets);
  servers.push(router);
  routerUrl = `http://127.0.0.1:${(router.address() as AddressInfo).port}`;
});
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));
beforeEach(() => {
  received = [];
});

/** Posts `body` to the router; the roots (and bodies) the decap-servers received. */
async function forwarded(body: object) {
  const answer = await fetch(`${routerUrl}/api/v1`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(answer.status).toBe(200);
  return received;
}
const roots = async (body: object) => (await forwarded(body)).map((forward) => forward.root);

describe("the local backend's router", () => {
  it("puts uploads where the manager on GitHub does, and a post names them as there", async () => {
    expect(local.media_folder).toBe(github.media_folder);
    expect(local.public_folder).toBe(github.public_folder);
    expect(`public${local.public_folder}`).toBe(local.media_folder);
    expect(await roots(request("getMedia", { mediaFolder: local.media_folder }))).toEqual(["media"]);
  });

  it("tells uploads from entries, resolving `..` first", async () => {
    const rootOf = async (path: unknown) => {
      received = [];
      return roots(request("getMediaFile", { path }));
    };
    expect(await rootOf("public/images/uploads/a.png")).toEqual(["media"]);
    expect(await rootOf("public\\images\\uploads\\a.png")).toEqual(["media"]);
    expect(await rootOf("posts/a-post.md")).toEqual(["data"]);
    expect(await rootOf("public/images/uploads-old/a.png")).toEqual(["data"]);
    expect(await rootOf("public/images/uploads/../../../src/main.ts")).toEqual(["data"]);
    expect(await rootOf(undefined)).toEqual(["data"]);
  });

  it("sends the media library's requests to the repository, the entries' to the data folder", async () => {
    const rootsOf = async (body: object) => {
      received = [];
      return roots(body);
    };
    expect(await rootsOf(request("getMedia", { mediaFolder: "public/images/uploads" }))).toEqual(["media"]);
    expect(await rootsOf(request("persistMedia", { asset: upload("a.png"), options: {} }))).toEqual(["media"]);
    expect(await rootsOf(request("getMediaFile", { path: "public/images/uploads/a.png" }))).toEqual(["media"]);
    expect(await rootsOf(request("deleteFile", { path: "public/images/uploads/a.png", options: {} }))).toEqual([
      "media",
    ]);
    expect(await rootsOf(request("getEntry", { path: "site.json" }))).toEqual(["data"]);
    expect(await rootsOf(request("entriesByFolder", { folder: "posts", extension: "md", depth: 1 }))).toEqual(["data"]);
    expect(await rootsOf(request("info", {}))).toEqual(["data"]);
  });

  it("saves an entry's uploads in the repository first, then the entry without them in the data folder", async () => {
    const other = { path: "posts/figure.svg", content: "AA==", encoding: "base64" };
    const body = request("persistEntry", { dataFiles: [post], assets: [upload("a.png"), other], options: {} });
    const forwards = await forwarded(body);
    expect(forwards.map((forward) => forward.root)).toEqual(["media", "data"]);
    expect(forwards[0]!.body.params).toMatchObject({ dataFiles: [], assets: [upload("a.png")] });
    expect(forwards[1]!.body.params).toMatchObject({ dataFiles: [post], assets: [other] });
    received = [];
    const alone = request("persistEntry", { dataFiles: [post], assets: [], options: {} });
    expect(await forwarded(alone)).toEqual([{ root: "data", body: alone }]);
  });

  it("splits a deletion of both kinds, one request per root", async () => {
    const paths = ["public/images/uploads/a.png", "posts/a-post.md"];
    const forwards = await forwarded(request("deleteFiles", { paths, options: {} }));
    expect(forwards.map((forward) => [forward.root, forward.body.params!.paths])).toEqual([
      ["media", ["public/images/uploads/a.png"]],
      ["data", ["posts/a-post.md"]],
    ]);
  });
});
