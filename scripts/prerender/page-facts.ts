// What the build's check needs of each page it writes, read from the page's HTML with htmlparser2 in one
// streaming pass (no DOM), by the thread that rendered the page.
import { Parser } from "htmlparser2";
import type { Site } from "../../src/content/shared/types.ts";

/** The attribute that makes each kind of element a link to check. */
const linkAttribute: Record<string, string> = { a: "href", link: "href", img: "src", script: "src", source: "srcset" };

/** The files a `srcset` names: each candidate's address, without its width or density. */
function srcSetFiles(srcset: string): string[] {
  return srcset.split(",").map((candidate) => candidate.trim().split(/\s+/)[0] ?? "");
}

/** What the link check needs of a page, and the problems of its head. */
export interface PageFacts {
  headProblems: string[];
  ids: string[];
  links: string[];
}

/** What cheerio would find for `head > title`, `[id]`, `a[href]` and the like, read in one streaming pass. */
export function readPage(html: string, site: Site): PageFacts {
  const open: string[] = [];
  const ids: string[] = [];
  const links: string[] = [];
  let titles = 0;
  let headTitles = 0;
  let headTitleText = "";
  let description: string | undefined;
  let canonical: string | undefined;
  let modules = "";
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const inHead = open.at(-1) === "head";
        open.push(name);
        if (attributes.id !== undefined) ids.push(attributes.id);
        // The modules boot.ts preloads are files the browser fetches, as a script's src is.
        if (attributes.id === "page-data" && !modules)
          modules = `${attributes["data-modules"] ?? ""} ${attributes["data-apply-modules"] ?? ""}`;
        const linkName = linkAttribute[name];
        if (linkName && linkName in attributes)
          // Every candidate of a srcset is a file the browser may fetch.
          links.push(
            ...(linkName === "srcset" ? srcSetFiles(attributes.srcset!) : [attributes.href ?? attributes.src ?? ""]),
          );
        if (name === "img" && attributes.srcset) links.push(...srcSetFiles(attributes.srcset));
        if (name === "title") {
          titles++;
          if (inHead) headTitles++;
        }
        if (!inHead) return;
        if (name === "meta" && attributes.name === "description") description ??= attributes.content ?? "";
        if (name === "link" && attributes.rel === "canonical") canonical ??= attributes.href ?? "";
      },
      ontext(text) {
        if (open.at(-1) === "title" && open.at(-2) === "head") headTitleText += text;
      },
      onclosetag() {
        open.pop();
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  const headProblems: string[] = [];
  if (titles !== 1 || headTitles !== 1)
    headProblems.push(`expected exactly one <title> inside <head>, found ${titles} (${headTitles} in <head>)`);
  if (!headTitleText.trim()) headProblems.push("the <title> is empty");
  if (!description?.trim()) headProblems.push("no meta description in <head>");
  if (!(canonical ?? "").startsWith(site.origin))
    headProblems.push(`no absolute canonical link in <head> (found "${canonical ?? ""}")`);
  links.push(...modules.split(" ").filter(Boolean));
  // Copy the strings out: slices of the page's text would keep every page's whole HTML alive until the end.
  return JSON.parse(JSON.stringify({ headProblems, ids, links })) as PageFacts;
}
