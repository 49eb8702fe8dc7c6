// What a fellowship application becomes besides the mail draft: the endpoint's form fields, the .txt file, the
// webmail compose links, and the draft saved in the browser. Pure functions: the browser code does the I/O.
import {
  applicationFields,
  applicationMail,
  applicationMessage,
  applicationSubject,
  emptyApplication,
  type Application,
  type ApplicationMail,
} from "./fellowship.ts";
import type { DraftTarget } from "./mailto.ts";

/**
 * The form fields posted to the application endpoint (Formspree's protocol; Netlify Forms and Getform read the
 * same): every answer under its field name exactly as typed, the subject as `_subject`, and the whole email text
 * as `message`. URL-encoded, so the browser sends it without a CORS preflight and changes no line break.
 */
export function applicationFormData(application: Application, footer: string): URLSearchParams {
  const data = new URLSearchParams();
  data.set("_subject", applicationSubject(application));
  for (const field of applicationFields) data.set(field.name, application[field.name]);
  data.set("message", applicationMessage(application, footer));
  return data;
}

/** The application as a plain-text file: address, subject and the whole email text, never shortened. */
export function applicationText(mail: Pick<ApplicationMail, "to" | "subject" | "fullBody">): string {
  return `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.fullBody}`;
}

/** A file name without characters any system refuses. */
export const applicationFileName = "fellowship-application.txt";

export interface ApplicationDrafts {
  mailto: ApplicationMail;
  gmail: ApplicationMail;
  outlook: ApplicationMail;
}

/** The same draft for the mail app, Gmail and Outlook on the web, each within the safe link length. */
export function applicationDrafts(
  application: Application,
  to: string,
  footer: string,
  truncationNote: string,
): ApplicationDrafts {
  const draft = (target: DraftTarget) => applicationMail(application, to, footer, { truncationNote, target });
  return { mailto: draft("mailto"), gmail: draft("gmail"), outlook: draft("outlook") };
}

/** What the browser keeps between visits: the answers being typed, and the last one handed to the mail app. */
export interface SavedApplication {
  draft: Application;
  /** In mailto mode: the application last handed to the mail app, kept until the visitor dismisses it. */
  handedOff: Application | null;
}

export const savedApplicationKey = "first-principles:fellowship-application";

function readApplication(value: unknown): Application | null {
  if (typeof value !== "object" || value === null) return null;
  const record = value as Record<string, unknown>;
  const application = { ...emptyApplication };
  for (const field of applicationFields) {
    const answer = record[field.name];
    if (answer === undefined) continue;
    if (typeof answer !== "string") return null;
    application[field.name] = answer;
  }
  return application;
}

/** Reads what `serializeSaved` wrote; anything else (another version, a hand-edited value) reads as nothing. */
export function parseSaved(text: string | null): SavedApplication | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { draft, handedOff } = value as Record<string, unknown>;
  const parsedDraft = readApplication(draft);
  if (!parsedDraft) return null;
  return { draft: parsedDraft, handedOff: handedOff == null ? null : readApplication(handedOff) };
}

export function serializeSaved(saved: SavedApplication): string {
  return JSON.stringify(saved);
}

/** True when the visitor has typed anything at all (spaces count: they were typed). */
export function hasAnswers(application: Application): boolean {
  return applicationFields.some((field) => application[field.name] !== "");
}
