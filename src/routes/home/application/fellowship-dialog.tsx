// The full-screen dialog the application opens in.
import { useLayoutEffect, useRef, type ReactNode } from "react";
import { wrapTab } from "./tab-wrap.ts";

interface Props {
  open: boolean;
  /** Called once the dialog has closed, by its close button, Escape or the browser. */
  onClose: () => void;
  titleId: string;
  closeLabel: string;
  /** A short name shown in the dialog's top bar, e.g. the programme's name. */
  label: string;
  /** Part of the content is still on its way (aria-busy). */
  busy?: boolean;
  children: ReactNode;
}

/**
 * A full-screen modal on the native <dialog>: showModal() gives the inert page behind, Escape, initial focus and
 * the top layer. Added here: Tab wraps at the ends, and the page behind does not scroll while it is open.
 */
export function FellowshipDialog({ open, onClose, titleId, closeLabel, label, busy, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  // First the page behind is held still and set aside (home.css), so that showModal()'s restyle of the whole page
  // (everything behind a modal is inert) skips what is off screen.
  useLayoutEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    root.classList.add("has-modal");
    return () => root.classList.remove("has-modal");
  }, [open]);
  // A layout effect: the dialog opens in the commit that renders it, so in the frame the tap is painted in, whatever
  // the update's priority (a click's, or the #apply hash's after hydration).
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className="apply-dialog"
      aria-labelledby={titleId}
      aria-modal="true"
      onClose={onClose}
      onKeyDown={wrapTab}
    >
      <div className="apply-dialog__bar">
        <div className="container apply-dialog__bar-inner">
          <p className="apply-dialog__label">{label}</p>
          <button
            type="button"
            className="button button--ghost button--small apply-dialog__close"
            onClick={() => dialog.current?.close()}
          >
            <span className="apply-dialog__close-icon" aria-hidden="true" />
            {closeLabel}
          </button>
        </div>
      </div>
      <div className="container apply-dialog__body" aria-busy={busy || undefined}>
        {children}
      </div>
    </dialog>
  );
}
