// The fellowship application as the form sees it: the draft (use-application-draft.ts) and its sending
// (use-application-sending.ts) joined.
import { canSubmit, type Application, type ApplicationField } from "../../content/shared/fellowship.ts";
import type { ApplicationDrafts } from "../../content/shared/application-outputs.ts";
import { useApplicationDraft } from "./use-application-draft.ts";
import { useApplicationSending, type SendingOptions, type SubmitStatus } from "./use-application-sending.ts";

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
  /** Returns the first field with a format problem, or null when the application is on its way. */
  submit: () => ApplicationField | null;
  dismissSent: () => void;
  startOver: () => void;
}

/**
 * The application draft and its submission. Lives above the dialog, so closing the dialog keeps what was typed;
 * the browser keeps it too, so a reload, another page or a discarded tab does not lose it.
 */
export function useApplication(options: SendingOptions): ApplicationState {
  const draft = useApplicationDraft();
  const sending = useApplicationSending(options, draft);
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
