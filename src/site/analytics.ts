// The three events the site records (site.json `analytics`), through the provider's own call. Page views,
// in-app moves included, are the provider script's own work (src/content/outputs/analytics.ts). Without
// `analytics` every call here does nothing, and no request leaves the site.
import { site } from "./site.ts";

export type AnalyticsEvent = "Application opened" | "Application sent" | "Founder call";
type Props = Record<string, string>;

interface PlausibleQueue {
  (name: string, options?: { props?: Props }): void;
  q?: unknown[][];
}
declare global {
  interface Window {
    plausible?: PlausibleQueue;
    umami?: { track: (name: string, data?: Props) => void };
  }
}

const waiting: Array<[string, Props | undefined]> = [];

/** Umami has no queue of its own: an event before its script has run waits for the script's load event. */
function umamiTrack(name: string, props: Props | undefined): void {
  if (window.umami) return window.umami.track(name, props);
  waiting.push([name, props]);
  if (waiting.length > 1) return;
  const script = document.querySelector("script[data-website-id]");
  script?.addEventListener("load", () => waiting.splice(0).forEach(([n, p]) => window.umami?.track(n, p)), {
    once: true,
  });
}

/** Records `name` with `props` when analytics is set; otherwise nothing happens. */
export function track(name: AnalyticsEvent, props?: Props): void {
  const analytics = site.analytics;
  if (!analytics || typeof window === "undefined") return;
  if (analytics.provider === "umami") return umamiTrack(name, props);
  // Plausible's documented queue: calls made before its script has run are kept in `q` and sent once it does.
  window.plausible ??= Object.assign((...args: unknown[]) => void (window.plausible!.q ??= []).push(args), {});
  window.plausible(name, props ? { props } : undefined);
}
