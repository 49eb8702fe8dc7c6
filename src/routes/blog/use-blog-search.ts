// The blog search's state: the answer to the latest query, loaded on the first one.
import { useEffect, useState } from "react";
import { assetHref } from "../../site/asset-href.ts";
import type { PageData } from "../../content/pages/page-data.ts";
import { pageDataPath, paths } from "../../content/shared/paths.ts";
import type { SearchAnswer } from "../../content/search/client/search-client.ts";

type Search = (query: string) => Promise<SearchAnswer>;
let loading: Promise<Search> | undefined;

/** `name` says what failed in the error (the status shows a plain message; the console gets this). */
async function fetchJson(href: string, name: string): Promise<unknown> {
  // The accept header the page-data store sends too, so opening a result reuses the cached response.
  const response = await fetch(href, { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`${name} answered ${response.status}`);
  return response.json();
}

/** A post's body from its page data (the excerpt's source), parsed into an inert document. */
async function postBody(path: string): Promise<ParentNode | null> {
  const data = (await fetchJson(assetHref(pageDataPath(path)), `The page data of ${path}`)) as PageData;
  if (data.route !== "post") return null;
  return new DOMParser().parseFromString(data.post.content, "text/html").body;
}

/** The search, loaded on the first query: its code, MiniSearch and the index head arrive only then. */
function loadSearch(): Promise<Search> {
  loading ??= import("../../content/search/client/search-client.ts").then(({ createSearch }) =>
    createSearch((file) => fetchJson(assetHref(paths.searchIndex(file)), `The search index ${file}`), postBody),
  );
  return loading;
}

export type SearchState =
  | { status: "idle" }
  | { status: "searching"; query: string }
  | { status: "done"; query: string; answer: SearchAnswer }
  | { status: "failed"; query: string };

/** The answer to `query`; a newer query makes an older answer that arrives late be ignored. */
export function useBlogSearch(query: string): SearchState {
  const trimmed = query.trim();
  const [state, setState] = useState<SearchState>({ status: "idle" });
  useEffect(() => {
    if (!trimmed) return;
    let current = true;
    loadSearch()
      .then((search) => search(trimmed))
      .then((answer) => current && setState({ status: "done", query: trimmed, answer }))
      .catch((error: unknown) => {
        console.warn("Search failed:", error);
        if (current) setState({ status: "failed", query: trimmed });
      });
    return () => {
      current = false;
    };
  }, [trimmed]);
  if (!trimmed) return { status: "idle" };
  if (state.status === "idle" || state.query !== trimmed) return { status: "searching", query: trimmed };
  return state;
}
