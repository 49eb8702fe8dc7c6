// `npm run check:links` against a local server: dead links listed at file:line:col; the answers of sites that refuse
// checkers (999, 429, a bot wall's 403) listed apart as "could not verify", never failing the check.
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
  // A local host stands in for the web: /ok answers 200, /code/<n> answers n (/bot-wall: Cloudflare's 403 block
  // page, /forbidden: a plain 403), anything else 404.
  server = createServer((req, res) => {
    const code = /^\/code\/(\d+)$/.exec(req.url ?? "")?.[1];
    if (req.url === "/bot-wall") res.writeHead(403, { server: "cloudflare", "content-type": "text/html" });
    else if (req.url === "/forbidden") res.writeHead(403);
    else if (code) res.writeHead(Number(code), code === "429" ? { "retry-after": "3600" } : {});
    else res.writeHead(req.url === "/ok" || req.url === "/" ? 200 : 404);
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

/** A data tree whose one post links to each of `paths` on the local host, one per line. */
async function treeLinking(paths: string[]): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "check-links-codes-"));
  await mkdir(path.join(dir, "posts"));
  await writeFile(path.join(dir, "site.json"), `{\n  "newsletterUrl": "${origin}/ok"\n}\n`);
  const lines = paths.map((link) => `<p><a href="${link.startsWith("http") ? link : origin + link}">x</a></p>`);
  await writeFile(path.join(dir, "posts", "a.html"), `${lines.join("\n")}\n`);
  return dir;
}

describe("checker-blocking answers", () => {
  it("lists 999, 429 and a bot wall's 403 as 'could not verify', and passes when nothing else is wrong", async () => {
    const tree = await treeLinking(["/code/999", "/code/429", "/bot-wall"]);
    const report = `${tree}-report.md`;
    try {
      const started = Date.now();
      const run = await checkLinks({ DATA_DIR: tree, LINK_CHECK_PROBE_URL: `${origin}/` }, ["--report", report]);
      // The 429's Retry-After of an hour is not waited for.
      expect(Date.now() - started).toBeLessThan(30_000);
      expect(run.output).toContain("Could not verify 3 (the site refused the checker; not counted as dead):");
      expect(run.output).toContain(`posts/a.html:1:13  999 (the site refuses link checkers) ${origin}/code/999`);
      expect(run.output).toContain(`posts/a.html:2:13  429 (too many requests`);
      expect(run.output).toContain(`posts/a.html:3:13  403 (a bot wall answered, not the page) ${origin}/bot-wall`);
      expect(run.output).toContain("No dead links among 4 checked; 3 could not be verified.");
      // Exit 0: the weekly workflow neither opens nor keeps open its issue for them, and closes it with this report.
      expect(run.code).toBe(0);
      const markdown = await readFile(report, "utf8");
      expect(markdown).toMatch(/^No dead links among 4 external links\.\n\nCould not verify 3 /);
      expect(markdown).toContain(`999 (the site refuses link checkers) <${origin}/code/999>`);
    } finally {
      await rm(tree, { recursive: true, force: true });
      await rm(report, { force: true });
    }
  }, 60_000);

  it("keeps 404, 410, a plain 403, a refused connection and an unknown host dead, the blocked ones apart", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const refused = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/x`;
    await new Promise((resolve) => closed.close(resolve));
    const gone = ["/code/404", "/code/410", "/forbidden", refused, "http://fp-link-check-no-such-host/"];
    const tree = await treeLinking([...gone, "/code/999"]);
    try {
      const run = await checkLinks({ DATA_DIR: tree, LINK_CHECK_PROBE_URL: `${origin}/` });
      expect(run.output).toContain(`posts/a.html:1:13  404 ${origin}/code/404\n`);
      expect(run.output).toContain(`posts/a.html:2:13  410 ${origin}/code/410\n`);
      expect(run.output).toContain(`posts/a.html:3:13  403 ${origin}/forbidden\n`);
      expect(run.output).toContain(`posts/a.html:4:13  no-answer (connection refused) ${refused}\n`);
      expect(run.output).toContain("posts/a.html:5:13  no-answer (no such host) http://fp-link-check-no-such-host/\n");
      expect(run.output).toContain("5 dead links of 7 checked; 1 could not be verified.");
      expect(run.code).toBe(1);
    } finally {
      await rm(tree, { recursive: true, force: true });
    }
  }, 90_000);
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
