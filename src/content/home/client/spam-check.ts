// The application's own spam checks, made before anything is sent: a trap field that neither people nor autofill
// fill, and the time between the form first shown and Submit, which only marks a submission, never drops it
// (docs/decisions/0070-no-person-dropped-by-a-spam-check.md).

/**
 * The trap's name: no word any browser's or password manager's autofill heuristics look for (not "website", "url",
 * "company", "name", "email", "phone", "address"...), so nothing fills it for a person (application-form.tsx).
 */
export const trapFieldName = "fp-leave-blank";

/**
 * The trap's `autocomplete`: a token the HTML standard does not define. Chromium ignores `off` for its address
 * autofill, but does not fill a field whose `autocomplete` it does not recognise.
 */
export const trapAutocomplete = "fp-never-fill";

/**
 * Under this time, from the dialog's first opening in this page, a submission is marked as quick (six required
 * answers, a year and the hours in 3 s: autofill and a pasted answer, or a script). It is still sent.
 */
const minimumFillMs = 3000;

/** The form field that marks a quick submission for the owner's form service or mailbox to filter on. */
export const quickMarkField = "quick-submission";

export interface SpamSignals {
  /** What the trap field holds. */
  trap: string;
  /** When the application's dialog was first opened in this page (ms, on the same clock as `now`). */
  shownAt: number;
  now: number;
  /** The answers were put back from an earlier visit: they were typed then, so the time of this visit is no sign. */
  restored: boolean;
}

/**
 * "trap": the trap was filled (only a bot does that: not sent); "quick": sent under `minimumFillMs` (sent, with
 * `quickMark`); null: nothing to note.
 */
export type SpamVerdict = "trap" | "quick" | null;

/** What an application looks like before it is sent. Time alone never makes it a bot's. */
export function spamVerdict({ trap, shownAt, now, restored }: SpamSignals): SpamVerdict {
  if (trap.trim() !== "") return "trap";
  if (!restored && now - shownAt < minimumFillMs) return "quick";
  return null;
}

/** The mark's value: how long after the form opened it was sent, e.g. "sent 1.4 s after the form opened". */
export function quickMark({ shownAt, now }: Pick<SpamSignals, "shownAt" | "now">): string {
  return `sent ${(Math.max(0, now - shownAt) / 1000).toFixed(1)} s after the form opened`;
}
