// Focus inside the open phone menu: Tab cycles within it, Escape closes it.
import { useEffect, type RefObject } from "react";

const focusable = "a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex='-1'])";

/**
 * While the phone menu is open, Tab and Shift+Tab cycle through the menu button and the menu's own links, so
 * focus never wanders behind the backdrop; Escape closes the menu and hands focus back to its button.
 */
export function useMenuFocus(
  open: boolean,
  button: RefObject<HTMLButtonElement | null>,
  menuId: string,
  close: () => void,
) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      const menu = document.getElementById(menuId);
      if (!menu || !button.current) return;
      if (event.key === "Escape") {
        // Focus inside the menu would vanish with it: hand it back to the button that opened the menu.
        if (menu.contains(document.activeElement)) button.current.focus();
        close();
        return;
      }
      if (event.key !== "Tab") return;
      const cycle = [button.current, ...menu.querySelectorAll<HTMLElement>(focusable)].filter(
        (element) => element.offsetParent !== null,
      );
      const index = cycle.indexOf(document.activeElement as HTMLElement);
      const next = event.shiftKey ? (index <= 0 ? cycle.length - 1 : index - 1) : (index + 1) % cycle.length;
      event.preventDefault();
      cycle[next]?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, button, menuId, close]);
}
