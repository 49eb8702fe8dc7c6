// `npm run check:links`: checks every external link in data/ with linkinator and lists the dead ones by file and line.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { LinkChecker, LinkState, type LinkResult } from "linkinator";
import {
  findExternalLinks,
  formatDeadLink,
  isPlaceholder,
  probeUrl,
  type LinkLocation,
} from "../../src/content/checking/external-links.ts";
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
  const probes = new Map<string, string>();
  for (const url of byUrl.keys())
    probes.set(URL.canParse(probeUrl(url)) ? new URL(probeUrl(url)).href : probeUrl(url), url);
  console.log(
    `Checking ${byUrl.size} links from ${files.length} files in ${root} (${concurrency} at a time, ${timeout / 1000} s timeout)…`,
  );
  const results = await checkAll([...probes.keys()]);
  const dead: Array<{ location: LinkLocation; status: string }> = [];
  for (const result of results) {
    if (result.state !== LinkState.BROKEN) continue;
    const original = probes.get(result.url) ?? result.url;
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
  console.log(
    dead.length === 0
      ? `All ${byUrl.size} links work.`
      : `${dead.length} dead link${dead.length === 1 ? "" : "s"} of ${byUrl.size} checked.`,
  );
  return dead.length === 0 ? 0 : 1;
}

process.exitCode = await main();
