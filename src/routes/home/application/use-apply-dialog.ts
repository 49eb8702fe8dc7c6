import { useCallback, useEffect, useRef, useState, type MouseEvent } from "react";
import { useLocation } from "react-router-dom";
import { track } from "../../../site/analytics.ts";
import { applyHash } from "../../../content/shared/apply-hash.ts";

/**
 * Whether the application dialog is open, and who opened it: focus goes back there when it closes (to the
 * Apply Now button when a shared link opened it).
 */
export function useApplyDialog() {
  const [open, setOpenState] = useState(false);
  // Once asked for, the application stays mounted (closed or open) until the visitor leaves the page.
  const [requested, setRequested] = useState(false);
  const setOpen = useCallback((value: boolean) => {
    setOpenState(value);
    if (!value) return;
    setRequested(true);
    track("Application opened");
  }, []);
  const opener = useRef<HTMLElement | null>(null);
  const applyButton = useRef<HTMLAnchorElement>(null);
  const { hash, key } = useLocation();

  useEffect(() => {
    if (hash !== applyHash) return;
    opener.current = null;
    // The hash is read after hydration: the server cannot know it, so the first render never depends on it.
    const frame = window.requestAnimationFrame(() => setOpen(true));
    return () => window.cancelAnimationFrame(frame);
  }, [hash, key, setOpen]);

  // The same function on every render, so the page's sections need not render again when the dialog opens.
  const show = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      // Opened in place: the address keeps no #apply, so a reload does not reopen it.
      event.preventDefault();
      opener.current = event.currentTarget;
      setOpen(true);
    },
    [setOpen],
  );

  const closed = () => {
    setOpen(false);
    // Drop #apply from the address, so reloading does not reopen what the visitor just closed.
    if (window.location.hash === applyHash) {
      window.history.replaceState(window.history.state, "", `${window.location.pathname}${window.location.search}`);
    }
    const target = opener.current?.isConnected ? opener.current : applyButton.current;
    target?.focus();
  };

  return { open, requested, show, closed, applyButton };
}
