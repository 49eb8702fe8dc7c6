// The page's only script tag. A prerendered page is complete without JavaScript, so the app's code is fetched
// once the page is on screen: it never shares the phone's connection with the stylesheet and font the first paint
// needs. The stylesheet is imported here so that Vite links it from the HTML.
import "./styles/index.css";
import { applyHash } from "./content/shared/apply-hash.ts";

const pageData = document.getElementById("page-data")?.dataset;
const preloaded = new Set<string>();

/** Adds a module preload for each URL of a space-separated list (from #page-data), once each. */
function preload(list: string | undefined): void {
  for (const href of list?.split(" ") ?? []) {
    if (!href || preloaded.has(href)) continue;
    preloaded.add(href);
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
}

// The application loads on intent (src/routes/home/home-page.tsx), which only the app can see. A visitor who opens
// the home page at #apply, or taps an Apply link (which sets #apply) before the app runs, has asked for it: its
// modules (the home route record's `early` part, src/content/shared/routes.ts) are fetched with the app's, not after
// the app has started.
function preloadApplicationIfAsked(): void {
  if (window.location.hash === applyHash) preload(pageData?.applyModules);
}

/** Preloads the modules this page runs (listed by the build on #page-data), then starts the app. */
function start(): void {
  preload(pageData?.modules);
  preloadApplicationIfAsked();
  void import("./entry-client.tsx");
}

// A tap on a control that needs the app (marked `data-replay`, e.g. the phone menu button) before the app is ready
// would do nothing: it is kept here and replayed once, when the app marks <html data-app-ready>. Several taps on
// one control are one intent, so each control is replayed at most once. Links need none of this: they work as
// they are (the Apply links set #apply, which the app opens on arrival).
const early = new Set<HTMLElement>();
function keepEarlyTap(event: Event): void {
  const control = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-replay]") : null;
  if (!control) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  early.add(control);
}
function replayEarlyTaps(): void {
  document.removeEventListener("click", keepEarlyTap, true);
  window.removeEventListener("hashchange", preloadApplicationIfAsked);
  for (const control of early) if (control.isConnected) control.click();
  early.clear();
}
document.addEventListener("click", keepEarlyTap, true);
window.addEventListener("hashchange", preloadApplicationIfAsked);
const appReady = new MutationObserver(() => {
  if (!("appReady" in document.documentElement.dataset)) return;
  appReady.disconnect();
  replayEarlyTaps();
});
appReady.observe(document.documentElement, { attributes: true, attributeFilter: ["data-app-ready"] });

let started = false;
function startOnce(): void {
  if (started) return;
  started = true;
  start();
}

// The browser reports the first contentful paint once it is on screen. A page with nothing prerendered (the dev
// server) or a hidden one (opened in the background) has no paint to wait for; a hidden page also never reports
// one, hence the visibility listener. Without paint timing, a frame callback runs just before the first paint
// and a timeout just after it. The backstop after the load event is for a paint that is never reported.
const prerendered = document.getElementById("root")?.firstElementChild;
if (!prerendered || document.visibilityState === "hidden") startOnce();
else if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    startOnce();
  });
  observer.observe({ type: "paint", buffered: true });
  document.addEventListener("visibilitychange", startOnce, { once: true });
  window.addEventListener("load", () => setTimeout(startOnce, 3000), { once: true });
} else {
  requestAnimationFrame(() => setTimeout(startOnce, 0));
}
