// The fellowship application: its fields (docs/product.md §4), their checks, and the email it becomes.
import { buildMailto, type Mailto, type MailtoOptions } from "./mailto.ts";

const yearOptions = ["1st Year", "2nd Year", "3rd Year", "4th Year", "Final Year", "Recent Graduate"] as const;
const availabilityOptions = ["5-10 hours/week", "10-15 hours/week", "15-20 hours/week", "20+ hours/week"] as const;

export type ApplicationField =
  | "name"
  | "email"
  | "phone"
  | "college"
  | "year"
  | "stream"
  | "city"
  | "whyExcited"
  | "writingSample"
  | "portfolioLink"
  | "experience"
  | "availability";

/** What the applicant typed, field by field. Not stored anywhere: it lives in the page until it is sent. */
export type Application = Record<ApplicationField, string>;

export type FieldGroup = "personal" | "academic" | "responses";

export interface FieldSpec {
  name: ApplicationField;
  label: string;
  group: FieldGroup;
  required: boolean;
  control: "text" | "email" | "tel" | "url" | "textarea" | "select" | "radio";
  /** A browser autofill token. */
  autoComplete?: string;
  hint?: string;
  options?: readonly string[];
  /** The first, empty choice of a select. */
  placeholder?: string;
}

/** In the order the form shows them and the email lists them. */
export const applicationFields: readonly FieldSpec[] = [
  { name: "name", label: "Full Name", group: "personal", required: true, control: "text", autoComplete: "name" },
  { name: "email", label: "Email", group: "personal", required: true, control: "email", autoComplete: "email" },
  {
    name: "phone",
    label: "Phone",
    group: "personal",
    required: true,
    control: "tel",
    autoComplete: "tel",
    hint: "With country code, e.g. +91 98765 43210",
  },
  { name: "city", label: "City", group: "personal", required: false, control: "text", autoComplete: "address-level2" },
  { name: "college", label: "College", group: "academic", required: true, control: "text" },
  {
    name: "year",
    label: "Year",
    group: "academic",
    required: true,
    control: "select",
    options: yearOptions,
    placeholder: "Select your year",
  },
  {
    name: "stream",
    label: "Stream",
    group: "academic",
    required: true,
    control: "text",
    hint: "e.g. Engineering, Commerce, Journalism, Design",
  },
  {
    name: "whyExcited",
    label: "Why are you excited about this fellowship?",
    group: "responses",
    required: true,
    control: "textarea",
  },
  {
    name: "writingSample",
    label: "Writing Sample",
    group: "responses",
    required: false,
    control: "textarea",
    hint: "Paste a short piece you are proud of: a few paragraphs is plenty.",
  },
  {
    name: "portfolioLink",
    label: "Portfolio Link",
    group: "responses",
    required: false,
    control: "url",
    autoComplete: "url",
    hint: "A blog, Medium, LinkedIn or Google Drive link",
  },
  {
    name: "experience",
    label: "Writing or Content Experience",
    group: "responses",
    required: false,
    control: "textarea",
    hint: "College magazine, blog, social media, internships: anything counts.",
  },
  {
    name: "availability",
    label: "Availability",
    group: "responses",
    required: true,
    control: "radio",
    options: availabilityOptions,
  },
];

export const groupTitles: Record<FieldGroup, string> = {
  personal: "Personal Details",
  academic: "Academic Details",
  responses: "Responses",
};

const requiredFields: readonly ApplicationField[] = applicationFields
  .filter((field) => field.required)
  .map((field) => field.name);

export const emptyApplication: Application = Object.fromEntries(
  applicationFields.map((field) => [field.name, ""]),
) as Application;

const isBlank = (value: string) => value.trim() === "";

/** Required fields still empty (blank counts as empty), in form order. */
export function missingRequired(application: Application): ApplicationField[] {
  return requiredFields.filter((name) => isBlank(application[name]));
}

/** One @, something before it, and a dotted domain after it, no spaces: what a person can act on. */
function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(value.trim());
}

/** A web address; `medium.com/@me` counts (https:// is assumed), `my portfolio` does not. */
function isValidWebLink(value: string): boolean {
  const trimmed = value.trim();
  if (/\s/.test(trimmed)) return false;
  const candidate = /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  if (!URL.canParse(candidate)) return false;
  const url = new URL(candidate);
  return (url.protocol === "https:" || url.protocol === "http:") && /^[^.]+(\.[^.]+)+$/.test(url.hostname);
}

const formatMessages = {
  email: "Enter an email address like name@example.com.",
  portfolioLink: "Enter a web address like https://medium.com/@yourname.",
} as const;

/** Fields whose text is filled in but not in the format they need, with a message for each. */
export function formatErrors(application: Application): Partial<Record<ApplicationField, string>> {
  const errors: Partial<Record<ApplicationField, string>> = {};
  if (!isBlank(application.email) && !isValidEmail(application.email)) errors.email = formatMessages.email;
  if (!isBlank(application.portfolioLink) && !isValidWebLink(application.portfolioLink))
    errors.portfolioLink = formatMessages.portfolioLink;
  return errors;
}

export function canSubmit(application: Application): boolean {
  return missingRequired(application).length === 0;
}

const notProvided = "Not provided";

export function applicationSubject(application: Pick<Application, "name">): string {
  return `Fellowship Application - ${application.name}`;
}

/**
 * The plain-text email: personal details, academic details, the responses, then the footer line. Every answer
 * appears exactly as typed; multi-line answers start on their own line.
 */
export function applicationMessage(application: Application, footer: string): string {
  const sections = (Object.keys(groupTitles) as FieldGroup[]).map((group) => {
    const lines = applicationFields
      .filter((field) => field.group === group)
      .map((field) => {
        const value = isBlank(application[field.name]) ? notProvided : application[field.name];
        return field.control === "textarea" ? `${field.label}\n${value}` : `${field.label}: ${value}`;
      });
    const separator = group === "responses" ? "\n\n" : "\n";
    return `${groupTitles[group].toUpperCase()}\n${lines.join(separator)}`;
  });
  return `${sections.join("\n\n")}\n\n--\n${footer}\n`;
}

export interface ApplicationMail extends Mailto {
  subject: string;
  to: string;
}

/** The mail draft of an application, addressed to `to`, through the one mailto builder. */
export function applicationMail(
  application: Application,
  to: string,
  footer: string,
  options: MailtoOptions = {},
): ApplicationMail {
  const subject = applicationSubject(application);
  return { ...buildMailto({ to, subject, body: applicationMessage(application, footer) }, options), subject, to };
}
