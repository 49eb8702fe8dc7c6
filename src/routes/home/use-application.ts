import { track } from "../../site/analytics.ts";
import { useEffect, useRef, useState } from "react";
import {
  applicationDrafts,
  applicationFormData,
  hasAnswers,
  type ApplicationDrafts,
} from "../../content/shared/application-outputs.ts";
import {
  canSubmit,
  emptyApplication,
  formatErrors,
  type Application,
  type ApplicationField,
} from "../../content/shared/fellowship.ts";
import { sendApplication } from "./send-application.ts";
import { readSavedApplication, useSavedApplication } from "./use-saved-application.ts";

/** The delay before a submitted form is cleared (docs/product.md §4). */
export const resetDelayMs = 3000;

/**
 * "success": handed to the mail app whole; "shortened": handed over cut to fit a link; "received": the endpoint
 * answered 2xx; "failed"/"offline": the endpoint did not receive it; "error": no mail draft could be made.
 */
export type SubmitStatus = "idle" | "success" | "shortened" | "received" | "failed" | "offline" | "error";
type Errors = Partial<Record<ApplicationField, string>>;

export interface ApplicationState {
  values: Application;
  errors: Errors;
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

interface Options {
  to: string;
  footer: string;
  truncationNote: string;
  /** Where applications are posted; without one they go out as a mail draft. */
  endpoint?: string | undefined;
  openMailDraft?: (href: string) => void;
}

const openInMailClient = (href: string) => {
  window.location.href = href;
};

function draftsOf(application: Application | null | undefined, options: Options): ApplicationDrafts | null {
  if (!application) return null;
  try {
    return applicationDrafts(application, options.to, options.footer, options.truncationNote);
  } catch {
    return null;
  }
}

/**
 * The application draft and its submission. Lives above the dialog, so closing the dialog keeps what was typed;
 * the browser keeps it too, so a reload, another page or a discarded tab does not lose it.
 */
export function useApplication(options: Options): ApplicationState {
  const { endpoint, footer, openMailDraft = openInMailClient } = options;
  const [saved] = useState(readSavedApplication);
  const [values, setValues] = useState<Application>(() => saved?.draft ?? emptyApplication);
  const [restored, setRestored] = useState(() => !!saved && hasAnswers(saved.draft));
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<SubmitStatus>("idle");
  const [submitting, setSubmitting] = useState(false);
  const [handedOff, setHandedOff] = useState<Application | null>(() => saved?.handedOff ?? null);
  const [sent, setSent] = useState<ApplicationDrafts | null>(() => draftsOf(saved?.handedOff, options));
  // The answers last delivered or handed to the mail app: no need to save them as a draft or to ask before leaving.
  const [settled, setSettled] = useState<Application | null>(null);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);
  const later = (run: () => void, delay: number) => timers.current.push(window.setTimeout(run, delay));
  const cancelTimers = () => {
    timers.current.forEach((timer) => window.clearTimeout(timer));
    timers.current = [];
  };
  // Answers received by the endpoint, or handed to the mail app (then kept as `handedOff`), are no draft any more.
  const unsent = settled !== values;
  useSavedApplication({ draft: unsent ? values : emptyApplication, handedOff }, unsent && hasAnswers(values));

  const reset = () => {
    setValues(emptyApplication);
    setErrors({});
  };

  const change = (name: ApplicationField, value: string) => {
    // Typing again after a submit keeps the new text: the pending reset is called off.
    if (status !== "idle" && !submitting) {
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

  const handToMailApp = (submitted: Application, drafts: ApplicationDrafts) => {
    setSettled(submitted);
    setHandedOff(submitted);
    openMailDraft(drafts.mailto.href);
    track("Application sent", { route: "mail" });
    setSent(drafts);
    setStatus(drafts.mailto.truncated ? "shortened" : "success");
    // The product brief's reset. A shortened draft keeps its message (the visitor still has to paste the rest), and the
    // hand-off stays in both cases.
    later(() => {
      reset();
      if (!drafts.mailto.truncated) setStatus("idle");
    }, resetDelayMs);
  };

  const sendToEndpoint = async (url: string, submitted: Application, drafts: ApplicationDrafts) => {
    const result = await sendApplication(url, applicationFormData(submitted, footer));
    setSubmitting(false);
    if (result === "received") {
      track("Application sent", { route: "endpoint" });
      setSettled(submitted);
      setSent(null);
      setStatus("received");
      // The form clears as the brief says, but "received" stays until the visitor types again: it is the only proof.
      later(reset, resetDelayMs);
    } else {
      setSent(drafts);
      setStatus(result);
    }
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
    setRestored(false);
    const submitted = values;
    // One task later, so the in-progress state paints before the mail client takes over.
    later(() => {
      const drafts = draftsOf(submitted, options);
      if (!drafts) {
        setStatus("error");
        setSubmitting(false);
      } else if (endpoint) {
        void sendToEndpoint(endpoint, submitted, drafts);
      } else {
        handToMailApp(submitted, drafts);
        setSubmitting(false);
      }
    }, 0);
    return null;
  };

  return {
    values,
    errors,
    status,
    submitting,
    sent,
    restored,
    change,
    check,
    submit,
    complete: canSubmit(values),
    dismissSent: () => {
      setSent(null);
      setHandedOff(null);
    },
    startOver: () => {
      cancelTimers();
      reset();
      setStatus("idle");
      setRestored(false);
    },
  };
}
