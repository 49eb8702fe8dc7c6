// The one builder of mailto: links, for the contact buttons and the fellowship application alike.

/**
 * The longest mailto: URL handed to a mail client. Some clients and operating systems cut links near 2,000
 * characters (Windows' shell hand-off, older Outlook), so about 1,800 for the whole URL is the usual safe bound.
 */
const mailtoSafeLength = 1800;

/** Appended to a body that had to be shortened, so the recipient (and the sender) see that text is missing. */
const defaultTruncationNote =
  "[This message was shortened to fit in an email link. Please paste the full text, copied from the website, here before sending.]";

export interface MailDraft {
  to: string;
  subject: string;
  /** Plain text; line breaks may be \n, \r\n or \r. */
  body: string;
}

/** Where a draft opens: the mail app (`mailto:`) or a webmail compose page. */
export type DraftTarget = "mailto" | "gmail" | "outlook";

export interface MailtoOptions {
  /** Upper bound for the whole URL, in characters. */
  maxLength?: number;
  truncationNote?: string;
  target?: DraftTarget;
}

export interface Mailto {
  href: string;
  /** True when the body (or, in extreme cases, the subject) was shortened to keep `href` within the bound. */
  truncated: boolean;
  /** The complete body, exactly as given, for the visitor to copy when `truncated`. */
  fullBody: string;
}

/** Thrown when a draft cannot be put into a link, e.g. text with a broken (lone surrogate) character. */
class MailtoError extends Error {
  override name = "MailtoError";
}

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const ellipsis = "…";

/**
 * encodeURIComponent, plus the five characters it leaves alone that browsers escape in a link's query (`'` is
 * sent on as %27), so the length counted here is the length handed to the mail app.
 */
function percentEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** RFC 6068 wants line breaks in a mailto: body as CRLF (%0D%0A). */
function toCrlf(text: string): string {
  return text.replace(/\r\n|\r|\n/g, "\r\n");
}

function encode(text: string, what: string): string {
  if (loneSurrogate.test(text))
    throw new MailtoError(`The ${what} contains a broken character that cannot be sent by email.`);
  return percentEncode(text);
}

/** User-perceived characters, so a cut never splits an emoji, a CRLF pair or a combining mark from its letter. */
function* graphemes(text: string): Generator<string> {
  if (typeof Intl !== "undefined" && "Segmenter" in Intl) {
    // Lazily: a cut needs only the start of a long text.
    for (const part of new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)) yield part.segment;
  } else {
    yield* Array.from(text);
  }
}

/** The longest start of `text` whose encoding, with `suffix` encoded after it, fits in `budget` characters. */
function fitPrefix(text: string, suffix: string, budget: number): string {
  let room = budget - percentEncode(suffix).length;
  let prefix = "";
  for (const part of graphemes(text)) {
    const cost = percentEncode(part).length;
    if (cost > room) break;
    room -= cost;
    prefix += part;
  }
  return prefix;
}

function mailAddress(to: string): string {
  const at = to.lastIndexOf("@");
  if (at < 1 || at === to.length - 1) throw new MailtoError(`"${to}" is not an email address.`);
  return `${encode(to.slice(0, at), "address")}@${encode(to.slice(at + 1), "address")}`;
}

/** The link up to the body's value, from the encoded address and subject. */
const linkHeads: Record<DraftTarget, (to: string, subject: string) => string> = {
  mailto: (to, subject) => `mailto:${to}?subject=${subject}&body=`,
  gmail: (to, subject) => `https://mail.google.com/mail/?view=cm&fs=1&to=${to}&su=${subject}&body=`,
  outlook: (to, subject) => `https://outlook.live.com/mail/0/deeplink/compose?to=${to}&subject=${subject}&body=`,
};

/**
 * `mailto:to?subject=…&body=…` (or a webmail compose link of the same draft, `target`) with every character
 * percent-encoded (so `&`, `#`, `%`, `+`, non-Latin script and emoji arrive as typed) and line breaks as CRLF. A body
 * too long for the bound is cut at a character boundary and ends with the truncation note; `fullBody` keeps the whole
 * text.
 */
export function buildMailto(draft: MailDraft, options: MailtoOptions = {}): Mailto {
  const maxLength = options.maxLength ?? mailtoSafeLength;
  const note = toCrlf(`${ellipsis}\n\n${options.truncationNote ?? defaultTruncationNote}`);
  const address = mailAddress(draft.to);
  const body = toCrlf(draft.body);
  const encodedBody = encode(body, "message");
  const linkHead = linkHeads[options.target ?? "mailto"];
  const start = (subject: string) => linkHead(address, subject);
  const whole = start(encode(draft.subject, "subject"));
  if (whole.length + encodedBody.length <= maxLength) {
    return { href: whole + encodedBody, truncated: false, fullBody: draft.body };
  }
  // A subject so long it leaves no room for the note is cut as well, to half of what is left.
  let head = whole;
  const minimum = start("").length + percentEncode(note).length;
  if (minimum > maxLength)
    throw new MailtoError(`A link of at most ${maxLength} characters cannot hold this address and the note.`);
  if (whole.length + percentEncode(note).length > maxLength) {
    const subjectBudget = Math.floor((maxLength - minimum) / 2);
    head = start(percentEncode(fitPrefix(draft.subject, ellipsis, subjectBudget) + ellipsis));
  }
  const kept = fitPrefix(body, note, maxLength - head.length);
  return { href: head + percentEncode(kept + note), truncated: true, fullBody: draft.body };
}
