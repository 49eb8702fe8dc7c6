// What an application becomes: the endpoint's form data, the .txt file, and the mail and webmail drafts.
import { describe, expect, it } from "vitest";
import {
  applicationDrafts,
  applicationFileName,
  applicationFormData,
  applicationText,
  hasAnswers,
  parseSaved,
  serializeSaved,
} from "../../../../../src/content/home/client/application-outputs.ts";
import { connectOrigins, contentSecurityPolicy } from "../../../../../src/content/outputs/content-security-policy.ts";
import {
  applicationMessage,
  emptyApplication,
  type Application,
} from "../../../../../src/content/home/client/fellowship.ts";
import { buildMailto } from "../../../../../src/content/home/client/mailto.ts";

/** About 1,800 characters: the usual safe bound of a link handed to a mail client. */
const mailtoSafeLength = 1800;
import { siteSchema } from "../../../../../src/content/schemas/site.ts";

const footer = "Sent from the fellowship application form.";
const to = "hello@first-principles.example";
const note = "[Shortened.]";

/** Every kind of awkward input the issue names, one per field. */
const awkward: Application = {
  ...emptyApplication,
  name: "  Asha O'Neil  ",
  email: "asha@student.example",
  phone: "+91 98765 43210",
  city: "पुणे",
  college: "College of Arts & Science #1",
  year: "3rd Year",
  stream: "a+b=c 100%",
  whyExcited: "ZWJ 👩🏽‍💻 👨‍👩‍👧‍👦 🏳️‍🌈\r\nमैं लिखती हूँ\rمرحبا — שלום\n& # % + =",
  writingSample: `${"x".repeat(19_990)}[THE END]!`,
  experience: "   spaces around   ",
  availability: "10-15 hours/week",
};

describe("applicationFormData (what the endpoint receives)", () => {
  it("carries every answer exactly, under its field name, with the subject and the whole email text", () => {
    const sent = new URLSearchParams(applicationFormData(awkward, footer).toString());
    for (const [name, value] of Object.entries(awkward)) expect(sent.get(name), name).toBe(value);
    expect(sent.get("writingSample")).toHaveLength(20_000);
    expect(sent.get("_subject")).toBe("Fellowship Application -   Asha O'Neil  ");
    expect(sent.get("message")).toBe(applicationMessage(awkward, footer));
  });
});

describe("applicationText (the .txt)", () => {
  it("holds the address, the subject and the full text, never cut", () => {
    const { mailto } = applicationDrafts(awkward, to, footer, note);
    expect(mailto.truncated).toBe(true);
    const text = applicationText(mailto);
    expect(text).toBe(
      `To: ${to}\nSubject: Fellowship Application -   Asha O'Neil  \n\n${applicationMessage(awkward, footer)}`,
    );
    expect(text).toContain(awkward.writingSample);
    expect(applicationFileName).toMatch(/^[a-z-]+\.txt$/);
  });
});

describe("applicationDrafts (mail app, Gmail, Outlook)", () => {
  it("builds all three within the safe length, from the same draft", () => {
    const drafts = applicationDrafts(awkward, to, footer, note);
    expect(drafts.mailto.href).toMatch(/^mailto:hello@first-principles\.example\?subject=/);
    const gmail = new URL(drafts.gmail.href);
    expect(gmail.origin + gmail.pathname).toBe("https://mail.google.com/mail/");
    expect(gmail.searchParams.get("to")).toBe(to);
    expect(gmail.searchParams.get("su")).toBe("Fellowship Application -   Asha O'Neil  ");
    const outlook = new URL(drafts.outlook.href);
    expect(outlook.origin + outlook.pathname).toBe("https://outlook.live.com/mail/0/deeplink/compose");
    expect(outlook.searchParams.get("subject")).toBe("Fellowship Application -   Asha O'Neil  ");
    for (const draft of Object.values(drafts)) {
      expect(draft.href.length).toBeLessThanOrEqual(mailtoSafeLength);
      expect(draft.fullBody).toBe(applicationMessage(awkward, footer));
    }
  });

  it("puts a short application with every awkward character whole into the link, with CRLF line breaks", () => {
    const short = { ...awkward, writingSample: "" };
    const { gmail, mailto } = applicationDrafts(short, to, footer, note);
    expect(mailto.truncated).toBe(false);
    const body = new URL(gmail.href).searchParams.get("body") ?? "";
    expect(body).toBe(applicationMessage(short, footer).replace(/\r\n|\r|\n/g, "\r\n"));
    expect(body).toContain("ZWJ 👩🏽‍💻 👨‍👩‍👧‍👦 🏳️‍🌈\r\nमैं लिखती हूँ\r\nمرحبا — שלום\r\n& # % + =");
  });
});

describe("a draft's link", () => {
  it("escapes what encodeURIComponent leaves and browsers escape, so lengths are what the mail app gets", () => {
    const { href } = buildMailto({ to, subject: "O'Neil (hi)! *", body: "" });
    expect(href).toBe(`mailto:${to}?subject=O%27Neil%20%28hi%29%21%20%2A&body=`);
    expect(decodeURIComponent(href)).toBe(`mailto:${to}?subject=O'Neil (hi)! *&body=`);
  });
});

describe("saved drafts", () => {
  it("round-trip exactly", () => {
    const saved = { draft: awkward, handedOff: { ...awkward, name: "Other" } };
    expect(parseSaved(serializeSaved(saved))).toEqual(saved);
  });

  it.each([null, "", "not json", "[]", '{"draft": 3}', '{"draft": {"name": 5}}'])("read %s as nothing", (text) => {
    expect(parseSaved(text)).toBeNull();
  });

  it("fill fields missing from an older save with empty answers, and drop unknown keys", () => {
    expect(parseSaved('{"draft": {"name": "Asha", "extra": "x"}}')).toEqual({
      draft: { ...emptyApplication, name: "Asha" },
      handedOff: null,
    });
  });

  it("count spaces as typed answers", () => {
    expect(hasAnswers(emptyApplication)).toBe(false);
    expect(hasAnswers({ ...emptyApplication, city: " " })).toBe(true);
  });
});

describe("the application endpoint in site.json and the CSP", () => {
  const base = siteSchema.shape;
  it.each(["https://formspree.io/f/abcdwxyz", "http://127.0.0.1:8080/f", "http://localhost/f"])("accepts %s", (url) => {
    expect(base.applicationEndpoint.safeParse(url).success).toBe(true);
  });

  it.each(["http://formspree.io/f/x", "ftp://x.example/", "formspree.io/f/x", "https://user:pw@x.example/f"])(
    "rejects %s with a message",
    (url) => {
      const result = base.applicationEndpoint.safeParse(url);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/expected/);
    },
  );

  it("widens connect-src by exactly the endpoint's origin, and by nothing without one", () => {
    expect(connectOrigins({ applicationEndpoint: "https://formspree.io/f/abcd?x=1" })).toEqual([
      "https://formspree.io",
    ]);
    expect(connectOrigins({})).toEqual([]);
    const policy = contentSecurityPolicy([], [], ["https://formspree.io"]);
    expect(policy).toContain("connect-src 'self' https://formspree.io;");
    expect(policy.replace(" https://formspree.io", "")).toBe(contentSecurityPolicy());
  });
});
