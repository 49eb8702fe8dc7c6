import { useEffect, useRef, useState } from "react";
import {
  applicationMail, canSubmit, emptyApplication, formatErrors,
  type Application, type ApplicationField, type ApplicationMail,
} from "../../content/fellowship.ts";

/** The spec's delay before a submitted form is cleared. */
export const resetDelayMs = 3000;

export type SubmitStatus = "idle" | "success" | "error";
type Errors = Partial<Record<ApplicationField, string>>;

export interface ApplicationState {
  values: Application;
  errors: Errors;
  status: SubmitStatus;
  submitting: boolean;
  complete: boolean;
  /** The last application handed to the mail client, kept (even after the reset) so it can be copied or resent. */
  sent: ApplicationMail | null;
  change: (name: ApplicationField, value: string) => void;
  /** Shows a format message once the visitor leaves the field. */
  check: (name: ApplicationField) => void;
  /** Returns the first field with a format problem, or null when the mail draft is being prepared. */
  submit: () => ApplicationField | null;
  dismissSent: () => void;
}

interface Options {
  to: string;
  footer: string;
  truncationNote: string;
  openMailDraft?: (href: string) => void;
}

const openInMailClient = (href: string) => {
  window.location.href = href;
};

/**
 * The application draft and its submission. Lives above the dialog, so closing the dialog keeps what was typed
 * until the visitor leaves the page.
 */
export function useApplication({ to, footer, truncationNote, openMailDraft = openInMailClient }: Options): ApplicationState {
  const [values, setValues] = useState<Application>(emptyApplication);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<SubmitStatus>("idle");
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState<ApplicationMail | null>(null);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);
  const later = (run: () => void, delay: number) => timers.current.push(window.setTimeout(run, delay));
  const cancelTimers = () => {
    timers.current.forEach((timer) => window.clearTimeout(timer));
    timers.current = [];
  };

  const change = (name: ApplicationField, value: string) => {
    // Typing again after a submit keeps the new text: the pending reset is called off.
    if (status === "success") {
      cancelTimers();
      setStatus("idle");
    }
    setValues((previous) => ({ ...previous, [name]: value }));
    if (errors[name] && !formatErrors({ ...values, [name]: value })[name]) {
      setErrors(({ [name]: _fixed, ...rest }) => rest);
    }
  };

  const check = (name: ApplicationField) => {
    const message = formatErrors(values)[name];
    setErrors(({ [name]: _previous, ...rest }) => (message ? { ...rest, [name]: message } : rest));
  };

  const submit = (): ApplicationField | null => {
    if (submitting || !canSubmit(values)) return null;
    const found = formatErrors(values);
    setErrors(found);
    const firstInvalid = (Object.keys(found) as ApplicationField[])[0];
    if (firstInvalid) return firstInvalid;
    cancelTimers();
    setSubmitting(true);
    setStatus("idle");
    const submitted = values;
    // One task later, so the in-progress state paints before the mail client takes over.
    later(() => {
      try {
        const mail = applicationMail(submitted, to, footer, { truncationNote });
        openMailDraft(mail.href);
        setSent(mail);
        setStatus("success");
        later(() => {
          setValues(emptyApplication);
          setErrors({});
          setStatus("idle");
        }, resetDelayMs);
      } catch {
        setStatus("error");
      } finally {
        setSubmitting(false);
      }
    }, 0);
    return null;
  };

  return {
    values, errors, status, submitting, sent, change, check, submit,
    complete: canSubmit(values),
    dismissSent: () => setSent(null),
  };
}
