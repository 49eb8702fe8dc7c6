// Tab and Shift+Tab wrap around inside a modal dialog.
import type { KeyboardEvent } from "react";

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab visits inside `root`, in order; a radio group counts once (its checked radio, else its end). */
function tabStops(root: HTMLElement, backwards: boolean): HTMLElement[] {
  const stops: HTMLElement[] = [];
  const groups = new Set<string>();
  for (const element of root.querySelectorAll<HTMLElement>(focusable)) {
    if (element.getClientRects().length === 0) continue;
    if (element instanceof HTMLInputElement && element.type === "radio" && element.name) {
      if (groups.has(element.name)) continue;
      groups.add(element.name);
      const group = Array.from(
        root.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(element.name)}"]`),
      );
      stops.push(group.find((radio) => radio.checked) ?? (backwards ? group.at(-1) : group[0]) ?? element);
      continue;
    }
    stops.push(element);
  }
  return stops;
}

const sameStop = (a: Element | null, b: HTMLElement) =>
  a === b ||
  (a instanceof HTMLInputElement &&
    b instanceof HTMLInputElement &&
    a.type === "radio" &&
    b.type === "radio" &&
    a.name === b.name);

/**
 * A modal <dialog> already keeps the page behind out of reach, but Tab from its last control goes to the browser's
 * own UI. This wraps Tab from the last control to the first (and Shift+Tab back), as the ARIA modal pattern asks.
 */
export function wrapTab(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== "Tab" || event.altKey || event.ctrlKey || event.metaKey) return;
  const stops = tabStops(event.currentTarget, event.shiftKey);
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  const target = event.shiftKey ? (sameStop(active, first) ? last : null) : sameStop(active, last) ? first : null;
  if (!target) return;
  event.preventDefault();
  target.focus();
}
