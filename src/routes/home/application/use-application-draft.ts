// The fellowship application's draft: the answers, their format messages, and their copy in the browser.
import { useState } from "react";
import { hasAnswers } from "../../../content/home/client/application-outputs.ts";
import {
  emptyApplication,
  formatErrors,
  type Application,
  type ApplicationField,
} from "../../../content/home/client/fellowship.ts";
import { readSavedApplication, useSavedApplication } from "./use-saved-application.ts";

type Errors = Partial<Record<ApplicationField, string>>;

export interface ApplicationDraft {
  values: Application;
  errors: Errors;
  /** Answers from an earlier visit were put back into the form. */
  restored: boolean;
  /** The last answers handed to the mail app, kept (and restored) until the visitor dismisses them. */
  handedOff: Application | null;
  change: (name: ApplicationField, value: string) => void;
  /** Shows a format message once the visitor leaves the field. */
  check: (name: ApplicationField) => void;
  /** Shows every format message; returns the first field with one, or null. */
  validate: () => ApplicationField | null;
  /** These answers were received, or handed to the mail app (`handedOff`): they are no draft any more. */
  settle: (submitted: Application, handedOff: boolean) => void;
  forgetHandOff: () => void;
  /** Empties the form and its messages. */
  clear: () => void;
  forgetRestored: () => void;
}

/**
 * The answers being written. The browser keeps them (use-saved-application.ts), so a reload, another page or a
 * discarded tab does not lose them; answers received or handed to the mail app are not kept as a draft.
 */
export function useApplicationDraft(): ApplicationDraft {
  const [saved] = useState(readSavedApplication);
  const [values, setValues] = useState<Application>(() => saved?.draft ?? emptyApplication);
  const [restored, setRestored] = useState(() => !!saved && hasAnswers(saved.draft));
  const [errors, setErrors] = useState<Errors>({});
  const [handedOff, setHandedOff] = useState<Application | null>(() => saved?.handedOff ?? null);
  // The answers last delivered or handed to the mail app: no need to save them as a draft or to ask before leaving.
  const [settled, setSettled] = useState<Application | null>(null);
  const unsent = settled !== values;
  useSavedApplication({ draft: unsent ? values : emptyApplication, handedOff }, unsent && hasAnswers(values));

  return {
    values,
    errors,
    restored,
    handedOff,
    change: (name, value) => {
      setValues((previous) => ({ ...previous, [name]: value }));
      if (errors[name] && !formatErrors({ ...values, [name]: value })[name]) {
        setErrors(({ [name]: _fixed, ...rest }) => rest);
      }
    },
    check: (name) => {
      const message = formatErrors(values)[name];
      setErrors(({ [name]: _previous, ...rest }) => (message ? { ...rest, [name]: message } : rest));
    },
    validate: () => {
      const found = formatErrors(values);
      setErrors(found);
      return (Object.keys(found) as ApplicationField[])[0] ?? null;
    },
    settle: (submitted, isHandedOff) => {
      setSettled(submitted);
      if (isHandedOff) setHandedOff(submitted);
    },
    forgetHandOff: () => setHandedOff(null),
    clear: () => {
      setValues(emptyApplication);
      setErrors({});
    },
    forgetRestored: () => setRestored(false),
  };
}
