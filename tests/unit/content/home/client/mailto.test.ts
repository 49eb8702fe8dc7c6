// mailto: links: every character arrives, links stay within a safe length, and what cannot be sent is refused.
import { describe, expect, it } from "vitest";
import { buildMailto } from "../../../../../src/content/home/client/mailto.ts";

const to = "hello@first-principles.example";
/** About 1,800 characters: the usual safe bound of a link handed to a mail client (some cut near 2,000). */
const mailtoSafeLength = 1800;
/** RFC 6068's line breaks in a mailto: body: CRLF. */
const toCrlf = (text: string) => text.replace(/\r\n|\r|\n/g, "\r\n");

/** What a mail client reads out of the link. */
function decode(href: string) {
  const url = new URL(href);
  const raw = (name: string) => new RegExp(`[?&]${name}=([^&]*)`).exec(url.search)?.[1] ?? "";
  return {
    protocol: url.protocol,
    to: decodeURIComponent(url.pathname),
    subject: decodeURIComponent(raw("subject")),
    body: decodeURIComponent(raw("body")),
    params: url.searchParams,
  };
}

const tricky = [
  "Ampersand & hash # percent % plus + equals = question ? slash / colon :",
  "Query-like text: ?subject=evil&body=injected&cc=someone@example.com",
  "Hindi: नमस्ते, मेरा नाम आशा है।",
  "Tamil: வணக்கம் · Bengali: নমস্কার · Urdu: السلام علیکم",
  "Emoji: 🙂 👩🏽‍💻 🇮🇳 ✍️",
  "Percent escapes that must stay text: %20 %0D%0A %E0%A4",
  "Quotes \"double\" and 'single' and <angle> brackets",
];

describe("buildMailto round-trips every character", () => {
  it.each(tricky)("keeps %s exactly, in the subject and the body", (value) => {
    const { href, truncated, fullBody } = buildMailto({ to, subject: value, body: value });
    expect(truncated).toBe(false);
    expect(fullBody).toBe(value);
    const decoded = decode(href);
    expect(decoded.protocol).toBe("mailto:");
    expect(decoded.to).toBe(to);
    expect(decoded.subject).toBe(value);
    expect(decoded.body).toBe(value);
    // URLSearchParams reads `+` as a space: the builder must have encoded every `+` for that to agree.
    expect(decoded.params.get("subject")).toBe(value);
    expect(decoded.params.get("body")).toBe(value);
    expect([...decoded.params.keys()]).toEqual(["subject", "body"]);
  });

  it("writes line breaks as CRLF (%0D%0A), whatever the input used", () => {
    const { href } = buildMailto({ to, subject: "Lines", body: "one\ntwo\r\nthree\rfour\n\nsix" });
    expect(href).toContain("one%0D%0Atwo%0D%0Athree%0D%0Afour%0D%0A%0D%0Asix");
    expect(href).not.toMatch(/%0A(?<!%0D%0A)/);
    expect(decode(href).body).toBe("one\r\ntwo\r\nthree\r\nfour\r\n\r\nsix");
  });

  it("leaves no raw space, &, # or line break in the link", () => {
    const { href } = buildMailto({ to, subject: "a b & c # d", body: "x y\nz & # %" });
    expect(href.split("?")[1]).toMatch(/^subject=[^&\s#]*&body=[^&\s#]*$/);
  });

  it("addresses the draft to the contact address", () => {
    expect(buildMailto({ to, subject: "Hi", body: "Hello" }).href).toBe(`mailto:${to}?subject=Hi&body=Hello`);
  });
});

describe("buildMailto keeps links within the safe length", () => {
  it("uses about 1,800 characters as the bound for the whole URL", () => {
    const { href, truncated } = buildMailto({ to, subject: "Long", body: "x".repeat(5000) });
    expect(truncated).toBe(true);
    expect(href.length).toBeLessThanOrEqual(mailtoSafeLength);
    expect(href.length).toBeGreaterThan(mailtoSafeLength - 10);
  });

  it("does not touch a body that fits", () => {
    const body = "x".repeat(1000);
    const result = buildMailto({ to, subject: "Fits", body });
    expect(result.truncated).toBe(false);
    expect(decode(result.href).body).toBe(body);
  });

  it("shortens a long body, ends it with the note, and returns the full text", () => {
    const body = Array.from({ length: 400 }, (_, i) => `Line ${i}: नमस्ते 🙂 & more`).join("\n");
    const result = buildMailto({ to, subject: "Long", body });
    expect(result.truncated).toBe(true);
    expect(result.href.length).toBeLessThanOrEqual(mailtoSafeLength);
    expect(result.fullBody).toBe(body);
    const sent = decode(result.href).body;
    expect(sent).toMatch(
      /…\r\n\r\n\[This message was shortened to fit in an email link\. Please paste the full text, .*\]$/,
    );
    const kept = sent.slice(0, sent.indexOf("…"));
    expect(kept.length).toBeGreaterThan(100);
    expect(toCrlf(body).startsWith(kept)).toBe(true);
  });

  it("uses the note it is given", () => {
    const result = buildMailto(
      { to, subject: "Long", body: "y".repeat(5000) },
      { truncationNote: "[Paste the rest here]" },
    );
    expect(decode(result.href).body.endsWith("…\r\n\r\n[Paste the rest here]")).toBe(true);
  });

  it("cuts only between user-perceived characters: never inside an emoji, a Hindi syllable or a CRLF pair", () => {
    const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
    for (const unit of ["👩🏽‍💻", "नमस्ते ", "a\n", "🇮🇳", "e\u0301"]) {
      for (let extra = 0; extra < 12; extra++) {
        const body = "z".repeat(extra) + unit.repeat(600);
        const maxLength = 900 + extra * 7;
        const result = buildMailto({ to, subject: "Cut", body }, { maxLength });
        expect(result.href.length).toBeLessThanOrEqual(maxLength);
        // decodeURIComponent would throw on a split UTF-8 sequence.
        const sent = decode(result.href).body;
        const kept = sent.slice(0, sent.lastIndexOf("…"));
        const boundaries = new Set([...segmenter.segment(toCrlf(body))].map((part) => part.index));
        expect(boundaries.has(kept.length), `${JSON.stringify(unit)} cut inside a character`).toBe(true);
        expect(toCrlf(body).startsWith(kept)).toBe(true);
      }
    }
  });

  it("respects any bound and stays valid right at it", () => {
    for (const maxLength of [400, 777, 1000, 1800, 2000]) {
      const result = buildMailto({ to, subject: "Bound", body: "ab%&\n".repeat(2000) }, { maxLength });
      expect(result.href.length).toBeLessThanOrEqual(maxLength);
      expect(result.href.length).toBeGreaterThan(maxLength - 10);
      expect(() => decode(result.href)).not.toThrow();
    }
  });

  it("also shortens a subject so long that nothing else would fit", () => {
    const subject = `Fellowship Application - ${"Asha ".repeat(800)}`;
    const result = buildMailto({ to, subject, body: "Short body" });
    expect(result.truncated).toBe(true);
    expect(result.href.length).toBeLessThanOrEqual(mailtoSafeLength);
    const decoded = decode(result.href);
    expect(decoded.subject.startsWith("Fellowship Application - Asha")).toBe(true);
    expect(decoded.subject.endsWith("…")).toBe(true);
    expect(decoded.body).toContain("Short");
  });
});

describe("buildMailto refuses what it cannot send", () => {
  /** A MailtoError with a message matching `message`. */
  const mailtoError = (message: RegExp) =>
    expect.objectContaining({ name: "MailtoError", message: expect.stringMatching(message) });

  it("throws a MailtoError for text with a broken character (a lone surrogate)", () => {
    expect(() => buildMailto({ to, subject: "Hi", body: "broken \uD83D here" })).toThrow(
      mailtoError(/^The message contains a broken character/),
    );
    expect(() => buildMailto({ to, subject: "\uDE00", body: "ok" })).toThrow(
      mailtoError(/^The subject contains a broken/),
    );
  });

  it("throws for an address without @", () => {
    expect(() => buildMailto({ to: "nobody", subject: "Hi", body: "ok" })).toThrow(
      mailtoError(/"nobody" is not an email/),
    );
  });

  it("throws when the bound is too small for even the note", () => {
    expect(() => buildMailto({ to, subject: "Hi", body: "x".repeat(500) }, { maxLength: 100 })).toThrow(
      mailtoError(/at most 100 characters cannot hold/),
    );
  });
});
