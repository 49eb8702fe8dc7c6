// The production build's second go-live gate: before the staging folder replaces dist/, it reads what ships (every
// page, the feeds, the social cards' words) and refuses any stand-in, naming the page, the text around it and the data
// file:line:col the text came from. The first gate (go-live.ts) reads the data; this one catches what code wrote too.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Content } from "../../src/content/shared/types.ts";
import { socialCards } from "../../src/content/head/social-cards.ts";
import {
  jsonFeedStandIns,
  pageStandIns,
  xmlFeedStandIns,
  type OutputStandIn,
} from "../../src/content/site-checks/output-stand-ins.ts";
import { findStandIns } from "../../src/content/site-checks/stand-in-grammar.ts";
import { LineIndex } from "../../src/content/checking/problems.ts";
import { displayRoot, listDataFiles } from "../shared/read-data.ts";
import { PhaseFailure } from "./build-error.ts";

/** One stand-in as shipped: the pages (or feeds, cards) it is on, what read it, the text around it, and the finding. */
interface Shipped {
  pages: string[];
  found: OutputStandIn;
}

/** The feeds the build writes, by how each is read. */
const feeds: Record<string, (text: string) => OutputStandIn[]> = {
  "rss.xml": xmlFeedStandIns,
  "atom.xml": xmlFeedStandIns,
  "feed.json": jsonFeedStandIns,
};

/** The HTML pages of the output (the content manager's bundle aside: its screens are the editor's, not the site's). */
async function htmlPages(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .filter((file) => !file.startsWith("admin/"))
    .sort();
}

/** The words each social card is drawn from (the cards are pictures of them). */
function cardStandIns(content: Content): Array<[string, OutputStandIn]> {
  const found: Array<[string, OutputStandIn]> = [];
  for (const card of socialCards(content)) {
    const words = card.kind === "text" ? [card.kicker, card.title, card.footer, card.alt] : [card.alt];
    for (const text of words)
      for (const standIn of findStandIns(text))
        found.push([`cards/${card.name}.png`, { where: "card", text, standIn }]);
  }
  return found;
}

/** Every stand-in the output holds, each once with every page it is on. */
async function findShippedStandIns(dir: string, content: Content): Promise<Shipped[]> {
  const byText = new Map<string, Shipped>();
  const add = (page: string, found: OutputStandIn) => {
    const key = `${found.where}\n${found.text}\n${found.standIn.match}`;
    const known = byText.get(key);
    if (known) known.pages.push(page);
    else byText.set(key, { pages: [page], found });
  };
  for (const page of await htmlPages(dir))
    for (const found of pageStandIns(await readFile(path.join(dir, page), "utf8"))) add(page, found);
  for (const [feed, read] of Object.entries(feeds)) {
    const text = await readFile(path.join(dir, feed), "utf8").catch(() => undefined);
    if (text !== undefined) for (const found of read(text)) add(feed, found);
  }
  for (const [card, found] of cardStandIns(content)) add(card, found);
  return [...byText.values()];
}

/** Where in the data folder `match` is written: `file:line:col` of its first few occurrences. */
async function sourcesOf(dataDir: string, matches: readonly string[]): Promise<Map<string, string[]>> {
  const files = (await listDataFiles(dataDir)).filter((file) => !file.startsWith("schemas/"));
  const root = displayRoot(dataDir);
  const texts = await Promise.all(files.map((file) => readFile(path.join(dataDir, file), "utf8").catch(() => "")));
  const sources = new Map<string, string[]>();
  for (const match of new Set(matches)) {
    const spots: string[] = [];
    // As shown, as JSON writes it, or (written with character references, say) by its words alone.
    const words = /[\p{L}\p{N}][\p{L}\p{N} ]{2,}[\p{L}\p{N}]/u.exec(match)?.[0];
    const forms = [match, JSON.stringify(match).slice(1, -1), ...(words && words !== match ? [words] : [])];
    for (const [index, text] of texts.entries()) {
      const at = forms.map((form) => text.indexOf(form)).find((offset) => offset !== -1) ?? -1;
      if (at === -1) continue;
      const { line, column } = new LineIndex(text).position(at);
      spots.push(`${root}${files[index]}:${line}:${column}`);
      if (spots.length === 3) break;
    }
    sources.set(match, spots);
  }
  return sources;
}

/** The words around a stand-in, on one line. */
function around({ text, standIn }: OutputStandIn): string {
  const start = Math.max(0, standIn.index - 40);
  const end = Math.min(text.length, standIn.index + standIn.match.length + 40);
  const shown = text.slice(start, end).replace(/\s+/g, " ").trim();
  return `${start > 0 ? "…" : ""}${shown}${end < text.length ? "…" : ""}`;
}

/** One line per stand-in shipped: where it is, the text around it, where it came from and what to put there. */
async function describeShipped(shipped: readonly Shipped[], dataDir: string): Promise<string[]> {
  const sources = await sourcesOf(
    dataDir,
    shipped.map((one) => one.found.standIn.match),
  );
  return shipped.map(({ pages, found }) => {
    const on = pages.length > 3 ? `${pages.slice(0, 3).join(", ")} and ${pages.length - 3} more` : pages.join(", ");
    const from = sources.get(found.standIn.match) ?? [];
    const source = from.length > 0 ? `from ${from.join(", ")}` : "not in the data: the site's code wrote it (src/)";
    return `${on} (${found.where}): "${around(found)}" has ${found.standIn.form.name}, "${found.standIn.match}"; ${source}: put ${found.standIn.form.fix}`;
  });
}

/** Refuses a production build whose output holds a stand-in; the staging folder then never replaces dist/. */
export async function checkOutput(stagingDir: string, dataDir: string, content: Content): Promise<void> {
  const shipped = await findShippedStandIns(stagingDir, content);
  if (shipped.length === 0) return;
  const lines = await describeShipped(shipped, dataDir);
  console.error(`\nOutput check: ${lines.length} stand-in${lines.length === 1 ? "" : "s"} in what would ship:`);
  for (const line of lines) console.error(`  ${line}`);
  throw new PhaseFailure(
    "placeholders",
    "the built pages still show stand-ins (listed above): replace them before deploying, or build without --production to preview.",
    lines,
  );
}
