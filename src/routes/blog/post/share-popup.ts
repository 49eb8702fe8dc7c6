// Share links opened in a small window, or in a new tab when the browser blocks it.
import { sharePopup } from "../../../content/blog/client/share.ts";

/**
 * Opens `url` in a 600x400 window centred on this one. Returns false when the browser blocked it, so the caller
 * can let its link open a new tab instead. The window is opened without `noopener` (with it, `window.open` returns
 * null even on success, hiding a block), and the opener is cut right away, before the other site loads.
 */
export function openSharePopup(url: string): boolean {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - sharePopup.width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - sharePopup.height) / 2));
  let popup: Window | null;
  try {
    popup = window.open(url, "share", `${sharePopup.features},left=${left},top=${top}`);
  } catch {
    return false;
  }
  if (!popup) return false;
  try {
    popup.opener = null;
  } catch {
    // Already cross-origin: it can no longer reach this page either way.
  }
  return true;
}
