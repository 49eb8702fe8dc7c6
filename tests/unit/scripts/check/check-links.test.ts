// `npm run check:links` against a local server: dead links listed at file:line:col.
import { execFile } from "node:child_process";
import { createServer, type Server } from "node:http";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../../..");
let dataDir: string;
let server: Server;
let origin: string;

/** `tsx scripts/check/check-links.ts` (what `npm run check:links` runs) in a child process. */
function checkLinks(env: Record<string, string>, args: string[] = []): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "scripts/check/check-links.ts", ...args],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir, NO_COLOR: "1", ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

beforeAll(async () => {
  // A local host stands in for the web: /ok answers 200, anything else 404.
  server = createServer((req, res) => {
    res.statusCode = req.url === "/ok" || req.url === "/" ? 200 : 404;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  dataDir = await mkdtemp(path.join(tmpdir(), "check-links-"));
  await mkdir(path.join(dataDir, "posts"));
  await mkdir(path.join(dataDir, "schemas"));
  await writeFile(
    path.join(dataDir, "site.json"),
    `{\n  "url": "https://studio.example/",\n  "newsletterUrl": "${origin}/ok"\n}\n`,
  );
  await writeFile(
    path.join(dataDir, "posts", "a.html"),
    `<p>One <a href="${origin}/ok">fine</a>,\n  and one <a href="${origin}/gone">gone</a>.</p>\n`,
  );
  await writeFile(path.join(dataDir, "schemas", "site.schema.json"), `{ "$schema": "${origin}/schema-never-checked" }`);
});

afterAll(async () => {
  server.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("npm run check:links", () => {
  it("says it skipped the links and exits cleanly when there is no network", async () => {
    const run = await checkLinks({ LINK_CHECK_PROBE_URL: "http://127.0.0.1:9/" });
    expect(run.output).toContain("No network: skipped checking 2 links.");
    expect(run.code).toBe(0);
  }, 30_000);

  it("lists placeholder links on reserved domains without checking them", async () => {
    const run = await checkLinks({ LINK_CHECK_PROBE_URL: "http://127.0.0.1:9/" });
    expect(run.output).toContain(`site.json:2:11  placeholder https://studio.example/`);
  }, 30_000);

  it("reports each dead link by file, line and column, and fails", async () => {
    const run = await checkLinks({ LINK_CHECK_PROBE_URL: `${origin}/` });
    expect(run.output).toMatch(new RegExp(`posts/a\\.html:2:20  404 ${origin}/gone\\n`));
    expect(run.output).not.toContain(`${origin}/ok\n`);
    expect(run.output).not.toContain("schema-never-checked");
    expect(run.output).toContain("1 dead link of 2 checked.");
    expect(run.code).toBe(1);
  }, 60_000);

  it("writes the dead links as Markdown for the weekly issue, and skips a link that worked within the cache's days", async () => {
    const cache = path.join(dataDir, "..", `${path.basename(dataDir)}-cache`, "links.json");
    const report = path.join(dataDir, "..", `${path.basename(dataDir)}-report.md`);
    const args = ["--cache", cache, "--report", report];
    const first = await checkLinks({ LINK_CHECK_PROBE_URL: `${origin}/` }, args);
    expect(first.output).toContain("Checking 2 links");
    expect(await readFile(report, "utf8")).toBe(
      `1 of 2 external links are dead (\`npm run check:links\` lists them too):\n\n- \`${dataDir}/posts/a.html:2:20\` 404 <${origin}/gone>\n`,
    );
    expect(Object.keys(JSON.parse(await readFile(cache, "utf8")) as object)).toEqual([`${origin}/ok`]);
    const second = await checkLinks({ LINK_CHECK_PROBE_URL: `${origin}/` }, args);
    expect(second.output).toContain("Checking 1 links");
    expect(second.output).toContain("1 worked within 14 days (cache)");
    expect(second.output).toContain("1 dead link of 2 checked.");
    const expired = await checkLinks({ LINK_CHECK_PROBE_URL: `${origin}/` }, [...args, "--cache-days", "0"]);
    expect(expired.output).toContain("Checking 2 links");
    await rm(path.dirname(cache), { recursive: true, force: true });
    await rm(report, { force: true });
  }, 90_000);
});
