// Every page's data by path: the first page's from the HTML, the others' fetched on navigation.
import { createContext, useContext } from "react";
import type { PageData } from "../content/pages/page-data.ts";
import { normalizePath, pageDataPath, withBase } from "../content/shared/paths.ts";

/** A promise React's `use` can read synchronously once settled (React checks `status` and `value`). */
type Entry = Promise<PageData | null> & {
  status?: "pending" | "fulfilled" | "rejected";
  value?: PageData | null;
  reason?: unknown;
};

function settled(data: PageData | null): Entry {
  const entry: Entry = Promise.resolve(data);
  entry.status = "fulfilled";
  entry.value = data;
  return entry;
}

/**
 * Page data by site path. The page the browser loaded is seeded from the HTML; other pages are fetched from
 * their `page-data.json` when the visitor navigates there. `null` means there is no such page.
 */
export class PageDataStore {
  private readonly entries = new Map<string, Entry>();
  constructor(private readonly basePath: string) {}

  seed(path: string, data: PageData): void {
    this.entries.set(normalizePath(path), settled(data));
  }

  /** Records that `path` has no page (the host answered it with 404.html), so it is never fetched. */
  seedMissing(path: string): void {
    this.entries.set(normalizePath(path), settled(null));
  }

  load(path: string): Promise<PageData | null> {
    const key = normalizePath(path);
    const cached = this.entries.get(key);
    if (cached) return cached;
    const entry: Entry = this.fetch(key);
    entry.status = "pending";
    entry.then(
      (value) => Object.assign(entry, { status: "fulfilled", value }),
      (reason: unknown) => Object.assign(entry, { status: "rejected", reason }),
    );
    this.entries.set(key, entry);
    return entry;
  }

  private async fetch(path: string): Promise<PageData | null> {
    const url = withBase(this.basePath, pageDataPath(path));
    let response: Response;
    try {
      response = await fetch(url, { headers: { accept: "application/json" } });
    } catch {
      // Offline or the host is unreachable: let the browser load the page itself, which shows its own error.
      window.location.assign(withBase(this.basePath, path));
      return new Promise<never>(() => {});
    }
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`Loading ${url} failed with status ${response.status}`);
    return (await response.json()) as PageData;
  }
}

export const PageDataContext = createContext<PageDataStore | null>(null);

export function usePageDataStore(): PageDataStore {
  const store = useContext(PageDataContext);
  if (!store) throw new Error("PageDataContext is missing: render pages inside <App>");
  return store;
}
