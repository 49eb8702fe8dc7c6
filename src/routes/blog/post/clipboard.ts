// Copying text in the browser: the Clipboard API where it exists, else the older selection-and-copy command.

/** Writes `text` to the clipboard; false when neither way worked (the caller then lets the reader copy by hand). */
export async function copyText(text: string): Promise<boolean> {
  // Missing on http:// pages and in older browsers; may also reject when the permission is denied.
  if (typeof navigator.clipboard?.writeText === "function") {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Fall through to the older way.
    }
  }
  return copyWithSelection(text);
}

/** Selects `text` in an off-screen, read-only textarea and runs the copy command, then puts focus back. */
function copyWithSelection(text: string): boolean {
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const buffer = document.createElement("textarea");
  buffer.value = text;
  buffer.readOnly = true;
  buffer.tabIndex = -1;
  buffer.className = "copy-buffer";
  buffer.setAttribute("aria-hidden", "true");
  document.body.append(buffer);
  try {
    buffer.focus({ preventScroll: true });
    buffer.select();
    buffer.setSelectionRange(0, text.length);
    // Deprecated but still the only synchronous fallback; it returns false (or throws) when unsupported.
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    buffer.remove();
    previous?.focus({ preventScroll: true });
  }
}
