// Scroll and focus after a client-side navigation, as a full page load would leave them.
import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";

/**
 * After a client-side navigation: scroll to the #anchor or the top, and move focus to the main content so
 * screen-reader users hear the new page (the browser does both on a full page load).
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // Lets tests (and curious people) see that the app is interactive.
    document.documentElement.dataset.appReady = "";
  }, []);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) {
      target.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
    document.getElementById("main")?.focus({ preventScroll: true });
  }, [pathname, hash]);
  return null;
}
