// The application's own spam checks, made before anything is sent: a trap field humans never fill, and a minimum
// time between the form first shown and Submit (docs/decisions/0059-application-spam-checks.md).

/** The trap's name: a plausible field for a bot to fill; people never see it (application-form.tsx). */
export const trapFieldName = "website";

/**
 * The shortest time, from the dialog's first opening in this page, in which a person can fill in the application
 * (six required answers, a year and the hours): 3 s. A script fills and sends it in less.
 */
export const minimumFillMs = 3000;

export interface SpamSignals {
  /** What the trap field holds. */
  trap: string;
  /** When the application's dialog was first opened in this page (ms, on the same clock as `now`). */
  shownAt: number;
  now: number;
  /** The answers were put back from an earlier visit: they were typed then, so the time of this visit is no sign. */
  restored: boolean;
}

/** "trap": the trap was filled; "too-fast": sent under `minimumFillMs`; null: nothing looks like a bot. */
export type SpamVerdict = "trap" | "too-fast" | null;

/** Whether an application looks sent by a bot: checked before any request or mail hand-off. */
export function spamVerdict({ trap, shownAt, now, restored }: SpamSignals, minimumMs = minimumFillMs): SpamVerdict {
  if (trap.trim() !== "") return "trap";
  if (!restored && now - shownAt < minimumMs) return "too-fast";
  return null;
}
