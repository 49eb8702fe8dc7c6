// `npm run check:links`: checks every external link in data/ with linkinator and lists the dead ones by file and line,
// and apart from them those it could not verify (999, 429, a bot wall's 403: link-verdict.ts). Exits 1 only for dead
// links. `-- --cache <file>` skips links that worked within the last `--cache-days` (14); `-- --report <file>` also
// writes both lists as Markdown, for the weekly link check's issue (.github/workflows/links.yml).
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
import { displayRoot, readDataFiles } from "../shared/read-data.ts";
import { dataDirFromEnv } from "../shared/environment.ts";
import { escapeHtml } from "../../src/content/text/escape.ts";
import { linkVerdict } from "./link-verdict.ts";

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
      // A 429 is answered at once as "could not verify", not waited for (its Retry-After can be hours).
      retry: false,
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

type Listed = { location: LinkLocation; status: string };

const markdownList = (links: Listed[]) =>
  links
    .map(
      ({ location, status }) =>
        `- \`${location.file}:${location.line}:${location.column}\` ${status} <${location.url}>`,
    )
    .join("\n");

/** The dead links, and apart from them those that could not be verified, as Markdown for an issue's body. */
function markdownReport(dead: Listed[], unverifiable: Listed[], checked: number): string {
  const head =
    dead.length === 0
      ? `No dead links among ${checked} external links.\n`
      : `${dead.length} of ${checked} external links are dead (\`npm run check:links\` lists them too):\n\n${markdownList(dead)}\n`;
  if (unverifiable.length === 0) return dead.length === 0 ? `All ${checked} external links work.\n` : head;
  return (
    `${head}\nCould not verify ${unverifiable.length} (the site refused the checker; open them in a browser, they are ` +
    `not counted as dead):\n\n${markdownList(unverifiable)}\n`
  );
}

function describeStatus(status: string, original: string, code: number | undefined): string {
  if (probeUrl(original) === original) return status;
  return code === 404 ? `${status} (video not found)` : `${status} (video removed, private or not embeddable)`;
}

const byPlace = (a: Listed, b: Listed) =>
  a.location.file.localeCompare(b.location.file) ||
  a.location.line - b.location.line ||
  a.location.column - b.location.column;

async function main(): Promise<number> {
  const dir = dataDirFromEnv();
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
  const dead: Listed[] = [];
  const unverifiable: Listed[] = [];
  const worked = new Map([...cache].filter(([url]) => byUrl.has(url) && fresh(url)));
  for (const result of results) {
    const original = probes.get(result.url) ?? result.url;
    if (result.state === LinkState.OK && probes.has(result.url)) worked.set(original, now.toISOString());
    const verdict = linkVerdict(result);
    if (verdict.kind === "ok") continue;
    const status = describeStatus(verdict.status, original, result.status);
    for (const location of byUrl.get(original) ?? [{ url: original, file: "(unknown file)", line: 0, column: 0 }]) {
      (verdict.kind === "dead" ? dead : unverifiable).push({ location, status });
    }
  }
  dead.sort(byPlace);
  unverifiable.sort(byPlace);
  for (const { location, status } of dead) console.log(formatDeadLink(location, status));
  if (unverifiable.length > 0) {
    console.log(`Could not verify ${unverifiable.length} (the site refused the checker; not counted as dead):`);
    for (const { location, status } of unverifiable) console.log(`  ${formatDeadLink(location, status)}`);
  }
  if (flags.cache) await writeLinkCache(flags.cache, worked);
  if (flags.report) await writeFile(flags.report, markdownReport(dead, unverifiable, byUrl.size));
  const unverified = unverifiable.length > 0 ? `; ${unverifiable.length} could not be verified` : "";
  console.log(
    dead.length === 0 && unverifiable.length === 0
      ? `All ${byUrl.size} links work.`
      : dead.length === 0
        ? `No dead links among ${byUrl.size} checked${unverified}.`
        : `${dead.length} dead link${dead.length === 1 ? "" : "s"} of ${byUrl.size} checked${unverified}.`,
  );
  // Only dead links fail: the weekly workflow opens or keeps its issue on a failure alone.
  return dead.length === 0 ? 0 : 1;
}

process.exitCode = await main();
