// The post's "Copy link" button, with a selectable address when copying fails.
import { useEffect, useId, useRef, useState } from "react";
import { copyText } from "./clipboard.ts";
import { CheckIcon, LinkIcon } from "./share-icons.tsx";

type CopyState = "idle" | "copied" | "manual";

/** How long the "copied" confirmation stays before the button is ready to confirm again. */
const confirmationMs = 4000;

/**
 * "Copy link": copies the post URL, says so on the button and in a polite live region. When no way of copying works,
 * the URL appears selected in a read-only field with the keyboard shortcut, so the reader is never left guessing.
 */
export function CopyLinkButton({ url }: { url: string }) {
  const [state, setState] = useState<CopyState>("idle");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const field = useRef<HTMLInputElement>(null);
  const fieldId = useId();

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (state !== "manual") return;
    field.current?.focus();
    field.current?.select();
  }, [state]);

  const copy = async () => {
    clearTimeout(timer.current);
    // Back to idle first, so a second copy changes the live region again and is announced again.
    setState("idle");
    const copied = await copyText(url);
    setState(copied ? "copied" : "manual");
    if (copied) timer.current = setTimeout(() => setState("idle"), confirmationMs);
  };

  return (
    <div className="copy-link">
      <button
        type="button"
        className={`button button--ghost button--small share-button${state === "copied" ? " share-button--done" : ""}`}
        onClick={() => void copy()}
      >
        {state === "copied" ? <CheckIcon /> : <LinkIcon />}
        {state === "copied" ? "Link copied" : "Copy link"}
      </button>
      <p className="visually-hidden" role="status" aria-live="polite">
        {state === "copied" ? "Link copied to clipboard." : null}
        {state === "manual"
          ? "Copying is not available here: the link is selected below, press Ctrl+C or Cmd+C to copy it."
          : null}
      </p>
      {state === "manual" ? (
        <div className="copy-link__manual">
          <label htmlFor={fieldId}>Link to this post</label>
          <input
            ref={field}
            id={fieldId}
            className="copy-link__field"
            type="text"
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
          />
          <p className="copy-link__hint">
            Press <kbd>Ctrl</kbd>+<kbd>C</kbd> (<kbd>Cmd</kbd>+<kbd>C</kbd> on a Mac) to copy.
          </p>
        </div>
      ) : null}
    </div>
  );
}
