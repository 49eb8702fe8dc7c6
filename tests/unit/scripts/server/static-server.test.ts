// `npm start` keeps serving while `npm run build` runs elsewhere: the build swaps a new dist/ into place, and the
// next request must get the new pages and their new hashed assets, as on a static host after a deploy.
import { mkdir, mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaticServer } from "../../../../scripts/server/static-server.ts";

let root: string;
let origin: string;
let close: () => void;

/** Writes a dist-like folder: a home page, one hashed script and a 404 page. */
async function writeSite(dir: string, home: string, script: string): Promise<void> {
  await mkdir(path.join(dir, "assets"), { recursive: true });
  await writeFile(path.join(dir, "index.html"), home);
  await writeFile(path.join(dir, "404.html"), "<h1>Not found</h1>");
  await writeFile(path.join(dir, "assets", script), "console.log(1);");
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "static-server-"));
  await writeSite(path.join(root, "dist"), "<p>First build</p>", "index-aaaa.js");
  const server = createStaticServer({ dir: path.join(root, "dist"), basePath: "/" });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(async () => {
  close?.();
  await rm(root, { recursive: true, force: true });
});

describe("the static server", () => {
  it("serves the build that is in place now, after a rebuild swapped a new folder in", async () => {
    expect(await (await fetch(`${origin}/`)).text()).toBe("<p>First build</p>");
    expect((await fetch(`${origin}/assets/index-aaaa.js`)).status).toBe(200);

    // What scripts/build.ts does: write a staging folder, then rename it over dist/.
    await writeSite(path.join(root, "staging"), "<p>Second build, with a longer page</p>", "index-bbbb.js");
    await rename(path.join(root, "dist"), path.join(root, "old"));
    await rename(path.join(root, "staging"), path.join(root, "dist"));

    expect(await (await fetch(`${origin}/`)).text()).toBe("<p>Second build, with a longer page</p>");
    expect((await fetch(`${origin}/assets/index-bbbb.js`)).status).toBe(200);
    expect((await fetch(`${origin}/assets/index-aaaa.js`)).status).toBe(404);
  });
});
