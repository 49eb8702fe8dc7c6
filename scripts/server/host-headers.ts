// Reads `_headers` (the format Netlify and Cloudflare Pages read) so that `npm start` sends what a host would.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

export interface HeaderRule {
  /** `/*`, `/assets/*` or an exact path. */
  pattern: string;
  headers: Array<[string, string]>;
}

/** The rules of a `_headers` text: a path line, then its headers indented as `Name: value`; `#` starts a comment. */
function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] });
    else if (line.trim().startsWith("!")) rules.at(-1)?.headers.push([line.trim(), ""]);
    else {
      const cut = line.indexOf(":");
      if (cut > 0) rules.at(-1)?.headers.push([line.slice(0, cut).trim(), line.slice(cut + 1).trim()]);
    }
  }
  return rules;
}

/**
 * The headers for a path (inside the site, without its base path), from every rule that matches it, in order. A line
 * `! Name` (Cloudflare Pages' syntax) drops the header `Name` that earlier rules set.
 */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Array<[string, string]> {
  const matching = rules.filter(({ pattern }) =>
    pattern.endsWith("*") ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern,
  );
  const headers: Array<[string, string]> = [];
  for (const rule of matching)
    for (const [name, value] of rule.headers) {
      if (!name.startsWith("!")) headers.push([name, value]);
      else {
        const detached = name.slice(1).trim().toLowerCase();
        for (let i = headers.length - 1; i >= 0; i--)
          if (headers[i]![0].toLowerCase() === detached) headers.splice(i, 1);
      }
    }
  return headers;
}

/** The rules of `dir/_headers`; none when the build wrote no such file. */
export function readHeaderRules(dir: string): HeaderRule[] {
  const file = path.join(dir, "_headers");
  return existsSync(file) ? parseHeadersFile(readFileSync(file, "utf8")) : [];
}
