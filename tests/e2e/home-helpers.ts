// Shared by the landing-page specs: the site's contact address, the spec's constants, and what a mail client reads.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page, Request } from "@playwright/test";

const siteFile = path.resolve(import.meta.dirname, "../../data/site.json");
export const site = JSON.parse(readFileSync(siteFile, "utf8")) as {
  email: string;
  newsletterUrl: string;
  copyright: string;
};

/** The subjects the contact buttons use (docs/product.md §5). */
export const contactSubjects = [
  "Interested in Your Services",
  "Content Research Services",
  "B2B Messaging Services",
  "Fellowship Inquiry",
  "Partnership & Services",
  "General Inquiry",
];

export const successMessage =
  "Application submitted successfully! Your email client should open with the application details.";
export const errorMessage = "There was an error submitting your application. Please try again or email us directly.";

/** What a mail client takes out of a mailto: link. */
export function readMailto(href: string): { to: string; subject: string; body: string } {
  const url = new URL(href);
  const param = (name: string) => decodeURIComponent(new RegExp(`[?&]${name}=([^&]*)`).exec(url.search)?.[1] ?? "");
  return { to: decodeURIComponent(url.pathname), subject: param("subject"), body: param("body") };
}

/** Resolves with the next mailto: URL the page hands to the operating system (Chromium reports it as a request). */
export function nextMailDraft(page: Page): Promise<Request> {
  return page.waitForRequest((request) => request.url().startsWith("mailto:"));
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1440) < 1152;
