// The fellowship application as the form sees it: the draft (use-application-draft.ts) and its sending
// (use-application-sending.ts) joined.
import { canSubmit, type Application, type ApplicationField } from "../../../content/home/client/fellowship.ts";
import type { ApplicationDrafts } from "../../../content/home/client/application-outputs.ts";
import { useApplicationDraft } from "./use-application-draft.ts";
import { useApplicationSending, type SendingOptions, type SubmitStatus } from "./use-application-sending.ts";
import { useApplicationChallenge, type ChallengeHandle } from "./use-application-challenge.ts";
import type { Challenge } from "../../../content/home/client/challenge.ts";

export interface ApplicationState {
  values: Application;
  errors: Partial<Record<ApplicationField, string>>;
  status: SubmitStatus;
  submitting: boolean;
  complete: boolean;
  /** Answers from an earlier visit were put back into the form. */
  restored: boolean;
  /** The last application handed to the mail app (or not received by the endpoint), to copy, download or resend. */
  sent: ApplicationDrafts | null;
  change: (name: ApplicationField, value: string) => void;
  /** Shows a format message once the visitor leaves the field. */
  check: (name: ApplicationField) => void;
  /** Returns the first field with a format problem, or null when the application is on its way (`trap`: the trap). */
  submit: (trap: string) => ApplicationField | null;
  /** A callback ref for where the challenge widget is drawn, when there is one. */
  challengeSlot: ChallengeHandle["slot"] | null;
  dismissSent: () => void;
  startOver: () => void;
}

/**
 * The application draft and its submission. Lives above the dialog, so closing the dialog keeps what was typed;
 * the browser keeps it too, so a reload, another page or a discarded tab does not lose it.
 */
export function useApplication(
  options: Omit<SendingOptions, "challenge"> & { challenge?: Challenge | undefined },
): ApplicationState {
  const draft = useApplicationDraft();
  // The widget loads only when applications go to an endpoint: the mail draft needs no token.
  const challenge = useApplicationChallenge(options.endpoint ? options.challenge : undefined);
  const sending = useApplicationSending({ ...options, challenge }, draft);
  return {
    values: draft.values,
    errors: draft.errors,
    status: sending.status,
    submitting: sending.submitting,
    sent: sending.sent,
    restored: draft.restored,
    change: (name, value) => {
      // Typing again after a submit keeps the new text: the pending reset is called off.
      sending.interrupt();
      draft.change(name, value);
    },
    check: draft.check,
    submit: sending.submit,
    challengeSlot: challenge?.slot ?? null,
    complete: canSubmit(draft.values),
    dismissSent: () => {
      sending.dismissSent();
      draft.forgetHandOff();
    },
    startOver: () => {
      sending.stop();
      draft.clear();
      draft.forgetRestored();
    },
  };
}
