// Sending the fellowship application: to the endpoint when there is one, otherwise as a mail draft.
import { useEffect, useRef, useState } from "react";
import {
  applicationDrafts,
  applicationFormData,
  type ApplicationDrafts,
} from "../../../content/home/client/application-outputs.ts";
import { canSubmit, type Application, type ApplicationField } from "../../../content/home/client/fellowship.ts";
import { quickMark, quickMarkField, spamVerdict } from "../../../content/home/client/spam-check.ts";
import { track } from "../../../site/analytics.ts";
import { sendApplication } from "./send-application.ts";
import type { ApplicationDraft } from "./use-application-draft.ts";
import type { ChallengeHandle } from "./use-application-challenge.ts";

/** The delay before a submitted form is cleared (docs/product.md §4). */
const resetDelayMs = 3000;

/**
 * "success": handed to the mail app whole; "shortened": handed over cut to fit a link; "received": the endpoint
 * answered 2xx; "failed"/"offline": the endpoint did not receive it; "unchecked": the challenge gave no token, so
 * nothing was sent; "error": no mail draft could be made.
 */
export type SubmitStatus = "idle" | "success" | "shortened" | "received" | "failed" | "offline" | "unchecked" | "error";

export interface SendingOptions {
  to: string;
  footer: string;
  truncationNote: string;
  /** Where applications are posted; without one they go out as a mail draft. */
  endpoint?: string | undefined;
  /** When the dialog was first opened in this page (`performance.now()`): the spam check's clock starts there. */
  shownAt: number;
  /** The challenge widget, when one is set with the endpoint. */
  challenge?: ChallengeHandle | null;
  openMailDraft?: (href: string) => void;
}

export interface ApplicationSending {
  status: SubmitStatus;
  submitting: boolean;
  /** The last application handed to the mail app (or not received by the endpoint), to copy, download or resend. */
  sent: ApplicationDrafts | null;
  /**
   * Returns the first field with a format problem, or null when the application is on its way. `trap` is what the
   * trap field holds (spam-check.ts).
   */
  submit: (trap: string) => ApplicationField | null;
  /** The visitor typed again: a finished submit's pending reset is called off and its message cleared. */
  interrupt: () => void;
  /** Calls off any pending reset and clears the message. */
  stop: () => void;
  dismissSent: () => void;
}

const openInMailClient = (href: string) => {
  window.location.href = href;
};

function draftsOf(application: Application | null | undefined, options: SendingOptions): ApplicationDrafts | null {
  if (!application) return null;
  try {
    return applicationDrafts(application, options.to, options.footer, options.truncationNote);
  } catch {
    return null;
  }
}

/** Pending timeouts, all cleared when the form unmounts or a new submit starts. */
function useTimers() {
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);
  const later = (run: () => void, delay: number) => timers.current.push(window.setTimeout(run, delay));
  const cancel = () => {
    timers.current.forEach((timer) => window.clearTimeout(timer));
    timers.current = [];
  };
  return { later, cancel };
}

/** Sends the draft's answers and keeps what the visitor is told about it. */
export function useApplicationSending(options: SendingOptions, draft: ApplicationDraft): ApplicationSending {
  const { endpoint, footer, challenge, openMailDraft = openInMailClient } = options;
  const [status, setStatus] = useState<SubmitStatus>("idle");
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState<ApplicationDrafts | null>(() => draftsOf(draft.handedOff, options));
  const { later, cancel } = useTimers();

  const handToMailApp = (submitted: Application, drafts: ApplicationDrafts) => {
    draft.settle(submitted, true);
    openMailDraft(drafts.mailto.href);
    track("Application sent", { route: "mail" });
    setSent(drafts);
    setStatus(drafts.mailto.truncated ? "shortened" : "success");
    // The product brief's reset. A shortened draft keeps its message (the visitor still has to paste the rest), and the
    // hand-off stays in both cases.
    later(() => {
      draft.clear();
      if (!drafts.mailto.truncated) setStatus("idle");
    }, resetDelayMs);
  };

  const sendToEndpoint = async (
    url: string,
    submitted: Application,
    drafts: ApplicationDrafts,
    mark: string | null,
  ) => {
    const body = applicationFormData(submitted, footer);
    // A quick submission goes like any other, marked for the owner's form service or mailbox to filter on.
    if (mark) body.append(quickMarkField, mark);
    if (challenge) {
      // No token (the widget could not load, erred or gave none in time): nothing was sent; the mail hand-off, with
      // the answers intact and the draft kept.
      const token = await challenge.token();
      challenge.reset();
      if (!token) {
        setSubmitting(false);
        setSent(drafts);
        setStatus("unchecked");
        return;
      }
      body.append(challenge.field, token);
    }
    const result = await sendApplication(url, body);
    setSubmitting(false);
    if (result === "received") {
      track("Application sent", { route: "endpoint" });
      draft.settle(submitted, false);
      setSent(null);
      setStatus("received");
      // The form clears as the brief says, but "received" stays until the visitor types again: it is the only proof.
      later(draft.clear, resetDelayMs);
    } else {
      setSent(drafts);
      setStatus(result);
    }
  };

  /**
   * What a filled trap is shown: the same screen as an application that went, with nothing sent. Only the trap
   * leads here: people do not see it and autofill does not fill it (application-form.tsx).
   */
  const pretendSent = (drafts: ApplicationDrafts) => {
    if (endpoint) {
      setSent(null);
      setStatus("received");
    } else {
      setSent(drafts);
      setStatus(drafts.mailto.truncated ? "shortened" : "success");
    }
    later(draft.clear, resetDelayMs);
  };

  const submit = (trap: string): ApplicationField | null => {
    if (submitting || !canSubmit(draft.values)) return null;
    const firstInvalid = draft.validate();
    if (firstInvalid) return firstInvalid;
    const signals = { trap, shownAt: options.shownAt, now: performance.now(), restored: draft.restored };
    const spam = spamVerdict(signals);
    cancel();
    setSubmitting(true);
    setStatus("idle");
    draft.forgetRestored();
    const submitted = draft.values;
    // One task later, so the in-progress state paints before the mail client takes over.
    later(() => {
      const drafts = draftsOf(submitted, options);
      if (!drafts) {
        setStatus("error");
        setSubmitting(false);
      } else if (spam === "trap") {
        pretendSent(drafts);
        setSubmitting(false);
      } else if (endpoint) {
        void sendToEndpoint(endpoint, submitted, drafts, spam === "quick" ? quickMark(signals) : null);
      } else {
        handToMailApp(submitted, drafts);
        setSubmitting(false);
      }
    }, 0);
    return null;
  };

  const stop = () => {
    cancel();
    setStatus("idle");
  };
  return {
    status,
    submitting,
    sent,
    submit,
    interrupt: () => {
      if (status !== "idle" && !submitting) stop();
    },
    stop,
    dismissSent: () => setSent(null),
  };
}
