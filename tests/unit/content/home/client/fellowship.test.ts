// The fellowship application: its fields, when it may be sent, the format checks and the email.
import { describe, expect, it } from "vitest";
import {
  applicationFields,
  applicationMail,
  applicationMessage,
  applicationSubject,
  canSubmit,
  emptyApplication,
  formatErrors,
  missingRequired,
  type Application,
} from "../../../../../src/content/home/client/fellowship.ts";

/** About 1,800 characters: the usual safe bound of a link handed to a mail client. */
const mailtoSafeLength = 1800;
/** RFC 6068's line breaks in a mailto: body: CRLF. */
const toCrlf = (text: string) => text.replace(/\r\n|\r|\n/g, "\r\n");

const footer = "Sent from the fellowship application form on the First Principles website.";
const to = "hello@first-principles.example";

const complete: Application = {
  name: "Asha Placeholder",
  email: "asha@student.example",
  phone: "+91 98765 43210",
  college: "Placeholder College of Arts & Science",
  year: "3rd Year",
  stream: "Journalism",
  city: "Pune",
  whyExcited: "I love turning messy ideas into clear stories.\nAlso: 100% committed & ready #1",
  writingSample: "",
  portfolioLink: "https://medium.com/@asha",
  experience: "",
  availability: "10-15 hours/week",
};

const decodeBody = (href: string) => decodeURIComponent(/[?&]body=([^&]*)/.exec(href)?.[1] ?? "");
const decodeSubject = (href: string) => decodeURIComponent(/[?&]subject=([^&]*)/.exec(href)?.[1] ?? "");

describe("the application model follows the spec", () => {
  it("has every field of the spec, with the right input types", () => {
    expect(applicationFields.map((field) => field.name)).toEqual(
      expect.arrayContaining([
        "name",
        "email",
        "phone",
        "college",
        "year",
        "stream",
        "city",
        "whyExcited",
        "writingSample",
        "portfolioLink",
        "experience",
        "availability",
      ]),
    );
    expect(applicationFields).toHaveLength(12);
    const control = (name: string) => applicationFields.find((field) => field.name === name)?.control;
    expect(control("email")).toBe("email");
    expect(control("phone")).toBe("tel");
    expect(control("portfolioLink")).toBe("url");
    expect(applicationFields.find((field) => field.name === "name")?.label).toBe("Full Name");
  });

  it("requires exactly name, email, phone, college, year, stream, whyExcited and availability", () => {
    const required = applicationFields.filter((field) => field.required).map((field) => field.name);
    expect(required.sort()).toEqual([
      "availability",
      "college",
      "email",
      "name",
      "phone",
      "stream",
      "whyExcited",
      "year",
    ]);
  });

  it("offers the spec's year and availability options, in order", () => {
    const options = (name: string) => applicationFields.find((field) => field.name === name)?.options;
    expect(options("year")).toEqual(["1st Year", "2nd Year", "3rd Year", "4th Year", "Final Year", "Recent Graduate"]);
    expect(options("availability")).toEqual([
      "5-10 hours/week",
      "10-15 hours/week",
      "15-20 hours/week",
      "20+ hours/week",
    ]);
  });
});

describe("submitting is allowed once every required field is filled", () => {
  it("lists the missing required fields, in form order", () => {
    expect(missingRequired(emptyApplication)).toEqual([
      "name",
      "email",
      "phone",
      "college",
      "year",
      "stream",
      "whyExcited",
      "availability",
    ]);
    expect(canSubmit(emptyApplication)).toBe(false);
  });

  it("allows a complete application, with optional fields empty", () => {
    expect(missingRequired(complete)).toEqual([]);
    expect(canSubmit(complete)).toBe(true);
  });

  it("treats a field of spaces and line breaks as empty", () => {
    expect(missingRequired({ ...complete, whyExcited: "  \n " })).toEqual(["whyExcited"]);
  });
});

describe("format checks", () => {
  const isValidEmail = (email: string) => formatErrors({ ...complete, email }).email === undefined;
  const isValidWebLink = (portfolioLink: string) =>
    formatErrors({ ...complete, portfolioLink }).portfolioLink === undefined;
  it.each(["a@b.co", "asha.p+fellowship@student.example", "नाम@उदाहरण.भारत"])("accepts the email %s", (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(["asha", "asha@", "@student.example", "asha@student", "asha @student.example", "a@b@c.example"])(
    "refuses the email %s",
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );
  it.each([
    "https://medium.com/@asha",
    "http://asha.blog",
    "medium.com/@asha",
    "docs.google.com/document/d/abc?usp=sharing#h.1",
  ])("accepts the link %s", (link) => {
    expect(isValidWebLink(link)).toBe(true);
  });
  it.each(["my portfolio", "javascript:alert(1)", "ftp://files.example/x", "https://localhost", "asha"])(
    "refuses the link %s",
    (link) => {
      expect(isValidWebLink(link)).toBe(false);
    },
  );

  it("reports only filled-in fields in the wrong format, with a message each", () => {
    expect(formatErrors(complete)).toEqual({});
    expect(formatErrors(emptyApplication)).toEqual({});
    const errors = formatErrors({ ...complete, email: "asha@", portfolioLink: "my portfolio" });
    expect(Object.keys(errors).sort()).toEqual(["email", "portfolioLink"]);
    expect(errors.email).toMatch(/email address/);
    expect(errors.portfolioLink).toMatch(/web address/);
  });
});

describe("the application email", () => {
  it("is headed 'Fellowship Application - ' and the full name", () => {
    expect(applicationSubject(complete)).toBe("Fellowship Application - Asha Placeholder");
  });

  it("has personal details, academic details, responses and the footer line, in that order", () => {
    const message = applicationMessage(complete, footer);
    const order = [
      "PERSONAL DETAILS",
      "Full Name: Asha Placeholder",
      "Email: asha@student.example",
      "Phone: +91 98765 43210",
      "City: Pune",
      "ACADEMIC DETAILS",
      "College: Placeholder College of Arts & Science",
      "Year: 3rd Year",
      "Stream: Journalism",
      "RESPONSES",
      "Why are you excited about this fellowship?\nI love turning",
      "Writing Sample\nNot provided",
      "Portfolio Link: https://medium.com/@asha",
      "Availability: 10-15 hours/week",
      footer,
    ];
    const positions = order.map((piece) => message.indexOf(piece));
    expect(
      positions.every((position) => position >= 0),
      `missing: ${order.filter((_, i) => positions[i] === -1).join(" | ")}`,
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(message.trimEnd().endsWith(footer)).toBe(true);
  });

  it("carries every answer exactly as typed through the mailto link", () => {
    const typed: Application = {
      ...complete,
      name: "आशा 🙂 O'Neil & Co #1",
      whyExcited: "नमस्ते! मुझे कहानियाँ पसंद हैं।\n\n100% sure & ready: a+b=c? #stories 👩🏽‍💻",
      writingSample: "Line one\r\nLine two\n\tIndented %20 not a space",
      experience: "College magazine (2 years) — editor",
    };
    const mail = applicationMail(typed, to, footer);
    expect(mail.truncated).toBe(false);
    expect(mail.to).toBe(to);
    expect(mail.href.startsWith(`mailto:${to}?`)).toBe(true);
    expect(decodeSubject(mail.href)).toBe("Fellowship Application - आशा 🙂 O'Neil & Co #1");
    const body = decodeBody(mail.href);
    expect(body).toBe(toCrlf(applicationMessage(typed, footer)));
    for (const answer of [typed.whyExcited, typed.writingSample, typed.experience, typed.name])
      expect(body).toContain(toCrlf(answer));
  });

  it("shortens a long application for the link and keeps the full text to copy", () => {
    const long = { ...complete, writingSample: "मेरी कहानी ".repeat(400), experience: "Years of blogging. ".repeat(50) };
    const mail = applicationMail(long, to, footer, { truncationNote: "[Paste the full application here]" });
    expect(mail.truncated).toBe(true);
    expect(mail.href.length).toBeLessThanOrEqual(mailtoSafeLength);
    expect(mail.fullBody).toBe(applicationMessage(long, footer));
    expect(decodeBody(mail.href)).toMatch(/^PERSONAL DETAILS\r\nFull Name: Asha Placeholder/);
    expect(decodeBody(mail.href).endsWith("[Paste the full application here]")).toBe(true);
    expect(decodeSubject(mail.href)).toBe("Fellowship Application - Asha Placeholder");
  });

  it("fails loudly, rather than sending something else, for a broken character", () => {
    expect(() => applicationMail({ ...complete, whyExcited: "broken \uD83D" }, to, footer)).toThrow();
  });
});
