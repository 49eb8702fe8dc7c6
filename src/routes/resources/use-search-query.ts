// The resources hub's search text, kept in the URL.
import { useState, useSyncExternalStore } from "react";
import { useLocation, useNavigationType, useSearchParams } from "react-router-dom";

const subscribeToNothing = () => () => {};

/**
 * False while React hydrates the prerendered HTML, true afterwards (and at once on a client-side render).
 * The page was prerendered without a query, so state read from the URL may only show after hydration.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * The hub's search text, kept in the URL as `?q=` so a search can be shared and survives a reload. Typing
 * replaces the history entry instead of adding one per keystroke. The text typed is also kept locally, because
 * React Router applies URL changes in a transition and a field bound to the URL alone would lag behind the keys.
 * A navigation that is not ours (a link to the hub, Back, Forward) makes the URL the source again.
 */
export function useSearchQuery(): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const hydrated = useHydrated();
  const [typed, setTyped] = useState<string | null>(null);
  const [seenKey, setSeenKey] = useState(key);
  if (key !== seenKey && navigationType !== "REPLACE") {
    setSeenKey(key);
    setTyped(null);
  }
  const query = typed ?? (hydrated ? (params.get("q") ?? "") : "");
  const setQuery = (value: string) => {
    setTyped(value);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value.trim()) next.set("q", value);
        else next.delete("q");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return [query, setQuery];
}
