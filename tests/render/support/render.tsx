// Renders the app to a DOM (happy-dom), two ways: on the server, with the prerender's own entry (src/entry-server.tsx),
// and in the browser, mounted at a URL with the router in memory, its page data and search index answered from the
// page data the build would write, as the static host answers them.
import { act as reactAct } from "react";
import { createRoot } from "react-dom/client";
import { MemoryRouter, useLocation, useNavigationType } from "react-router-dom";
import { vi } from "vitest";
import { App } from "../../../src/app/app.tsx";
import { PageDataStore } from "../../../src/app/page-data-store.ts";
import { pageDataPath, paths } from "../../../src/content/shared/paths.ts";
import { render } from "../../../src/entry-server.tsx";
import type { SitePages } from "./site-pages.ts";

/**
 * Runs `work` in React's act(), so React finishes its effects before the test reads the DOM. Outside act() the app
 * runs as in the browser (a search answer arrives when it arrives), and the tests wait for what they expect.
 */
export async function act(work: () => void | Promise<void>): Promise<void> {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  try {
    await reactAct(async () => {
      await work();
    });
  } finally {
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });
  }
}

/** The prerendered HTML of the page at `path`, parsed. */
export async function serverRender(site: SitePages, path: string): Promise<HTMLElement> {
  const data = site.pages.get(path);
  if (!data) throw new Error(`The build makes no page at ${path}`);
  const root = document.createElement("div");
  root.innerHTML = await render(path, data);
  return root;
}

export interface HostOptions {
  /** The status the host answers the search index with (200: the files). */
  searchStatus?: number;
}

/** Answers `fetch` as the static host does: each page's page-data.json and the search index; 404 for the rest. */
function serveSite(site: SitePages, { searchStatus = 200 }: HostOptions = {}): void {
  const files = new Map<string, string>();
  for (const [path, data] of site.pages) files.set(pageDataPath(path), JSON.stringify(data));
  for (const [name, text] of site.searchFiles) files.set(paths.searchIndex(name), text);
  vi.stubGlobal("fetch", (input: string | URL) => {
    const url = new URL(String(input), "http://localhost/");
    const status =
      url.pathname.startsWith("/search/") && searchStatus !== 200 ? searchStatus : files.has(url.pathname) ? 200 : 404;
    return Promise.resolve(
      new Response(status === 200 ? files.get(url.pathname) : "Not found", {
        status,
        headers: { "content-type": "application/json" },
      }),
    );
  });
}

export interface Mounted {
  root: HTMLElement;
  /** Where the router is now (`/blog?q=x`) and how it got there (`POP` for the first URL, `PUSH`, `REPLACE`). */
  location: () => { href: string; type: string };
  unmount: () => void;
}

/**
 * The app as the browser runs it when it renders a URL fresh (404.html standing in for a page the host does not
 * have): only the data of the page at `url` is asked for, by its page-data.json.
 */
export async function mountAt(site: SitePages, url: string, host: HostOptions = {}): Promise<Mounted> {
  serveSite(site, host);
  const root = document.createElement("div");
  document.body.append(root);
  const seen = { href: "", type: "" };
  function Probe() {
    const { pathname, search } = useLocation();
    seen.href = pathname + search;
    seen.type = useNavigationType();
    return null;
  }
  const store = new PageDataStore("/");
  const app = createRoot(root);
  await act(() => {
    app.render(
      <MemoryRouter initialEntries={[url]}>
        <App store={store} />
        <Probe />
      </MemoryRouter>,
    );
  });
  return {
    root,
    location: () => ({ ...seen }),
    unmount: () => {
      app.unmount();
      root.remove();
    },
  };
}

/** Clicks `element` as a visitor does (a plain left click), letting React finish what follows. */
export async function click(element: Element | null | undefined): Promise<void> {
  if (!element) throw new Error("Nothing to click");
  await act(() => {
    element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
  });
}

/** The visible text of `element`, spaces collapsed. */
export const text = (element: Element | null | undefined): string =>
  (element?.textContent ?? "").replace(/\s+/g, " ").trim();
