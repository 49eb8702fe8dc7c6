// `npm run check:links`: checks every external link in data/ with linkinator and lists the dead ones by file and line.
// `-- --cache <file>` skips links that worked within the last `--cache-days` (14); `-- --report <file>` also writes the
// dead links as Markdown, for the weekly link check's issue (.github/workflows/links.yml).
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { LinkChecker, LinkState, type LinkResult } from "linkinator";
import {
  findExternalLinks,
  formatDeadLink,
  isPlaceholder,
  probeUrl,
  type LinkLocation,
} from "../../src/content/site-checks/external-links.ts";
import { dataDir, displayRoot, readDataFiles } from "../shared/read-data.ts";
import { escapeHtml } from "../../src/content/text/escape.ts";

/** A host every list of video links relies on; `LINK_CHECK_PROBE_URL` overrides it (tests use an unreachable one). */
const probeTarget = process.env.LINK_CHECK_PROBE_URL ?? "https://www.youtube.com/";
const timeout = 15_000;
const concurrency = 8;

/** True when the probe host answers at all, whatever the status: the network is there. */
async function networkAvailable(): Promise<boolean> {
  try {
    await fetch(probeTarget, { method: "HEAD", signal: AbortSignal.timeout(5_000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * linkinator checks the links of a page, not a bare list: it gets one generated page that links to every address
 * once (served by its own static server), and checks each link on it without crawling further.
 */
async function checkAll(urls: string[]): Promise<LinkResult[]> {
  const dir = await mkdtemp(path.join(tmpdir(), "check-links-"));
  try {
    const anchors = urls.map((url) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`).join("\n");
    await writeFile(path.join(dir, "links.html"), `<!doctype html><title>links</title>\n${anchors}\n`);
    const checker = new LinkChecker();
    let done = 0;
    checker.on("link", () => {
      done++;
      if (process.stdout.isTTY) process.stdout.write(`\rChecked ${done} of ${urls.length + 1}…`);
    });
    const result = await checker.check({
      path: "links.html",
      serverRoot: dir,
      recurse: false,
      concurrency,
      timeout,
      retry: true,
      retryErrors: true,
      retryErrorsCount: 2,
      retryErrorsJitter: 1_000,
    });
    if (process.stdout.isTTY) process.stdout.write("\r\x1b[K");
    return result.links.filter((link) => !link.url.startsWith("http://localhost"));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const { values: flags } = parseArgs({
  options: { cache: { type: "string" }, "cache-days": { type: "string", default: "14" }, report: { type: "string" } },
});
const cacheDays = Number(flags["cache-days"]);
if (!Number.isFinite(cacheDays) || cacheDays < 0)
  throw new Error(`--cache-days ${flags["cache-days"]} is not a number`);

/** The cache: each link that worked → when (ISO time). Missing or unreadable: none. */
async function readLinkCache(file: string | undefined): Promise<Map<string, string>> {
  if (!file) return new Map();
  try {
    return new Map(Object.entries(JSON.parse(await readFile(file, "utf8")) as Record<string, string>));
  } catch {
    return new Map();
  }
}

async function writeLinkCache(file: string, worked: Map<string, string>): Promise<void> {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  await writeFile(file, `${JSON.stringify(Object.fromEntries([...worked].sort()), null, 2)}\n`);
}

/** The dead links as a Markdown list, for an issue's body. */
function markdownReport(dead: Array<{ location: LinkLocation; status: string }>, checked: number): string {
  if (dead.length === 0) return `All ${checked} external links work.\n`;
  const lines = dead.map(
    ({ location, status }) => `- \`${location.file}:${location.line}:${location.column}\` ${status} <${location.url}>`,
  );
  return `${dead.length} of ${checked} external links are dead (\`npm run check:links\` lists them too):\n\n${lines.join("\n")}\n`;
}

function describeStatus(result: LinkResult, original: string): string {
  const status = result.status ? String(result.status) : "no-answer";
  if (probeUrl(original) === original) return status;
  return result.status === 404 ? `${status} (video not found)` : `${status} (video removed, private or not embeddable)`;
}

async function main(): Promise<number> {
  const dir = dataDir();
  const root = displayRoot(dir);
  const files = (await readDataFiles(dir)).filter(
    (file) => /\.(json|html|md)$/.test(file.path) && !file.path.startsWith("schemas/"),
  );
  const locations = files.flatMap((file) => findExternalLinks(`${root}${file.path}`, file.text));
  const placeholders = locations.filter((location) => isPlaceholder(location.url));
  const byUrl = new Map<string, LinkLocation[]>();
  for (const location of locations) {
    if (!isPlaceholder(location.url)) byUrl.set(location.url, [...(byUrl.get(location.url) ?? []), location]);
  }
  if (placeholders.length > 0) {
    console.log(
      `Not checked: ${placeholders.length} placeholder link${placeholders.length === 1 ? "" : "s"} on reserved domains (replace them before launch):`,
    );
    for (const location of placeholders) console.log(`  ${formatDeadLink(location, "placeholder")}`);
  }
  if (!(await networkAvailable())) {
    console.log(`No network: skipped checking ${byUrl.size} link${byUrl.size === 1 ? "" : "s"}.`);
    return 0;
  }
  const cache = await readLinkCache(flags.cache);
  const now = new Date();
  const fresh = (url: string) => {
    const at = Date.parse(cache.get(url) ?? "");
    return now.getTime() - at < cacheDays * 86_400_000;
  };
  const probes = new Map<string, string>();
  for (const url of byUrl.keys())
    if (!fresh(url)) probes.set(URL.canParse(probeUrl(url)) ? new URL(probeUrl(url)).href : probeUrl(url), url);
  const skipped = byUrl.size - probes.size;
  console.log(
    `Checking ${probes.size} links from ${files.length} files in ${root} (${concurrency} at a time, ${timeout / 1000} s timeout)` +
      `${skipped > 0 ? `; ${skipped} worked within ${cacheDays} days (cache)` : ""}…`,
  );
  const results = await checkAll([...probes.keys()]);
  const dead: Array<{ location: LinkLocation; status: string }> = [];
  const worked = new Map([...cache].filter(([url]) => byUrl.has(url) && fresh(url)));
  for (const result of results) {
    const original = probes.get(result.url) ?? result.url;
    if (result.state === LinkState.OK && probes.has(result.url)) worked.set(original, now.toISOString());
    if (result.state !== LinkState.BROKEN) continue;
    for (const location of byUrl.get(original) ?? [{ url: original, file: "(unknown file)", line: 0, column: 0 }]) {
      dead.push({ location, status: describeStatus(result, original) });
    }
  }
  dead.sort(
    (a, b) =>
      a.location.file.localeCompare(b.location.file) ||
      a.location.line - b.location.line ||
      a.location.column - b.location.column,
  );
  for (const { location, status } of dead) console.log(formatDeadLink(location, status));
  if (flags.cache) await writeLinkCache(flags.cache, worked);
  if (flags.report) await writeFile(flags.report, markdownReport(dead, byUrl.size));
  console.log(
    dead.length === 0
      ? `All ${byUrl.size} links work.`
      : `${dead.length} dead link${dead.length === 1 ? "" : "s"} of ${byUrl.size} checked.`,
  );
  return dead.length === 0 ? 0 : 1;
}

process.exitCode = await main();
