// The application's draft kept in the browser's storage, and a warning before leaving it unsent.
import { useEffect, useRef } from "react";
import {
  hasAnswers,
  parseSaved,
  savedApplicationKey,
  serializeSaved,
  type SavedApplication,
} from "../../../content/home/client/application-outputs.ts";

/** Typing pauses this long before the draft is written, so a fast typist does not write on every key. */
const saveDelayMs = 400;

// Storage can be full, disabled or refused (private windows, blocked site data): the form then works unsaved.
export function readSavedApplication(): SavedApplication | null {
  try {
    return parseSaved(window.localStorage.getItem(savedApplicationKey));
  } catch {
    return null;
  }
}

function writeSavedApplication(saved: SavedApplication): void {
  try {
    if (!hasAnswers(saved.draft) && !saved.handedOff) window.localStorage.removeItem(savedApplicationKey);
    else window.localStorage.setItem(savedApplicationKey, serializeSaved(saved));
  } catch {
    // Nothing to do: the answers stay in the page.
  }
}

/**
 * Keeps `saved` in localStorage: shortly after each change, and at once when the page is hidden or left (a phone
 * may discard a tab in the background without warning). While `unsent` is true, leaving the page asks first.
 */
export function useSavedApplication(saved: SavedApplication, unsent: boolean): void {
  const latest = useRef(saved);
  const { draft, handedOff } = saved;
  useEffect(() => {
    latest.current = { draft, handedOff };
    const timer = window.setTimeout(() => writeSavedApplication({ draft, handedOff }), saveDelayMs);
    return () => window.clearTimeout(timer);
  }, [draft, handedOff]);
  useEffect(() => {
    const flush = () => writeSavedApplication(latest.current);
    const onHidden = () => {
      if (document.visibilityState === "hidden") flush();
    };
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", onHidden);
    return () => {
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", onHidden);
    };
  }, []);
  useEffect(() => {
    if (!unsent) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [unsent]);
}
