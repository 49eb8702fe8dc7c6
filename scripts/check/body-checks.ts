// Post-body checks (src/content/body/post-body.ts) as remembered between runs: by the hash of the body's text, so
// an unchanged post is neither sanitised nor counted again. No file I/O here, so worker threads can load it as it is.
import { createHash } from "node:crypto";
import { bodyKind, checkPostBody, type BodyCheck, type CheckBody } from "../../src/content/body/post-body.ts";
import { bodyOfPostFile } from "../../src/content/blog/client/front-matter.ts";

/** A body's check as remembered: `html` only when it differs from the text (a valid HTML body is kept as it is). */
export interface StoredBody {
  removals: BodyCheck["removals"];
  words: number;
  html?: string;
  localImages?: BodyCheck["localImages"];
  links?: BodyCheck["links"];
}

/** A body file read and checked ahead of the data check; `stored` is absent when the cache knew its key. */
export interface ReadyBody {
  path: string;
  /** The whole file; the check and the key are of its body (after any front matter). */
  text: string;
  key: string;
  stored?: StoredBody;
}

/** The cache key of a body: its kind and its text (the same text reads differently as Markdown and as HTML). */
const bodyKey = (text: string, file = "body.html") =>
  createHash("sha1")
    .update(`${bodyKind(file)}\0`)
    .update(text)
    .digest("base64url");

function storeBodyCheck(text: string, file = "body.html"): StoredBody {
  const { html, ...rest } = checkPostBody(text, file);
  return html === text ? rest : { html, ...rest };
}

/** Reads, hashes and (unless `known`) checks the body files at `paths` under `read`'s folder. */
export function readyBodies(
  paths: readonly string[],
  read: (path: string) => string,
  known: ReadonlySet<string>,
): ReadyBody[] {
  return paths.map((path) => {
    const text = read(path);
    const body = bodyOfPostFile(text, path);
    const key = bodyKey(body, path);
    return known.has(key) ? { path, text, key } : { path, text, key, stored: storeBodyCheck(body, path) };
  });
}

/**
 * The `CheckBody` the data check runs with: results made ahead (`ready`, by file) or remembered (`previous`, by
 * key), checking afresh only a body that neither has. `used` is what the cache should hold afterwards.
 */
export function rememberedBodyChecks(
  ready: ReadonlyMap<string, ReadyBody> = new Map(),
  previous: ReadonlyMap<string, StoredBody> = new Map(),
) {
  const used = new Map<string, StoredBody>();
  let fresh = false;
  const checkBody: CheckBody = (html, file) => {
    const ahead = ready.get(file);
    const made = ahead && bodyOfPostFile(ahead.text, file) === html ? ahead : undefined;
    const key = made?.key ?? bodyKey(html, file);
    const remembered = used.get(key) ?? previous.get(key);
    const stored = made?.stored ?? remembered ?? storeBodyCheck(html, file);
    if (stored !== remembered) fresh = true;
    used.set(key, stored);
    return { ...stored, html: stored.html ?? html };
  };
  return { checkBody, used, changed: () => fresh || used.size !== previous.size };
}
