// The grammar of stand-ins: the text people leave where a fact should be ("[start date]", "₹X,XXX", "TBD",
// "null", a `.test` address). One module for both go-live gates: the data check (go-live.ts, per field and per post)
// and the output check (output-stand-ins.ts, on the built pages, feeds and cards). docs/going-live.md lists it.

/** One form of stand-in: its name, the pattern that finds it, and what to put there instead. */
export interface StandInForm {
  name: string;
  /** Global, so every occurrence is found; `index` of a match is where the stand-in starts. */
  pattern: RegExp;
  fix: string;
}

/** A stand-in found in a text: its form, the text matched and its offset. */
export interface StandIn {
  form: StandInForm;
  match: string;
  index: number;
}

const notAnnounced = "or null while it is not announced yet (the page then says so)";

/**
 * One pattern from parts written as literals, so each part is checked where it is written and mutation-tested. Its
 * mutant that returns nothing throws as the module loads, and Stryker's Vitest runner counts a test file that cannot
 * load as "survived": that one is disabled.
 */
// Stryker disable next-line ArrowFunction: throws as the module loads (see above)
const joined = (separator: "" | "|", flags: string, ...parts: RegExp[]): RegExp =>
  new RegExp(parts.map((part) => part.source).join(separator), flags);

/**
 * A bracketed phrase with a letter in it, any case, a note inside or not: `[start date]`, `[Founder Name]`,
 * `[to confirm: start date]`. Not Markdown: a link or image `[text](…)`, a reference `[text][ref]` or `[text]: url`,
 * a footnote `[^1]`; not a mark without letters (`[1]`, `items[0]`, `[ ]`) or of one character (`[a]`, a task's `[x]`);
 * not a bracketed sentence (a capital, eight words or more, a full stop, `!` or `?` before the bracket: the shortened
 * mail's note), nor anything over 100 characters.
 */
const bracket = joined(
  "",
  "gmu",
  /(?<![\]\\])\[(?!\^)/u,
  // Not a sentence: a capital word, six more words, then the rest up to its stop. Runs of spaces count once.
  /(?!\p{Lu}[^[\]\n\s]*\s+(?:[^[\]\n\s]+\s+){6}[^[\]\n]*[.!?]\])/u,
  /(?=[^[\]\n]*\p{L})[^[\]\n]{2,100}\](?:(?![:([])|(?=:)(?<!^ {0,3}\[[^[\]\n]{2,100}\]))/u,
);

/** What a script prints for a value it did not have: whole words, in the case JavaScript prints them. */
const missingValue = /(?<![\p{L}\p{N}_$.-])(?:null|undefined|NaN)(?![\p{L}\p{N}_$-])/gu;

/**
 * An x'd-out figure, any case: a currency sign before x's (`₹X`, `$xx`, `Rs. X,XXX`), x's in groups of digits
 * (`X,XXX`, `xx.xxx`), or a run of three or more (`XXX`).
 */
const xdFigure = joined(
  "|",
  "gu",
  /(?:[₹$€£]\s?|\bRs(?:\.\s?|\s))[xX]+(?:[,.][xX]+)*(?![\p{L}\p{N}])/u,
  /(?<![\p{L}\p{N}])[xX]{1,3}(?:[,.][xX]{2,3})+(?![\p{L}\p{N}])/u,
  /(?<![\p{L}\p{N}])[xX]{3,}(?![\p{L}\p{N}])/u,
);

/** The words that mean "not written yet", any case. */
const markerWord = /(?<![\p{L}\p{N}])(?:TBD|TBA|TBC|TODO|FIXME|lorem\s+ipsum)(?![\p{L}\p{N}])/giu;

/** "Your Name" as a form's stand-in: in title or upper case, or a whole value in any case (not "under your name"). */
const yourName = /(?<![\p{L}\p{N}])(?:Your Name|YOUR NAME)(?![\p{L}\p{N}])|^\s*[Yy]our\s+[Nn]ame\s*$/gmu;

/**
 * An address nobody can reach: a reserved name (`.example`, `.test`, `.invalid`, `.localhost`, RFC 2606/6761),
 * `example.com`/`.org`/`.net`, `localhost`, a loopback, private or link-local IPv4 address, or `[::1]`.
 */
const reservedAddress = joined(
  "",
  "giu",
  /(?<![\p{L}\p{N}-])(?:[\p{L}\p{N}-]+\.)*/u,
  /(?:[\p{L}\p{N}-]+\.(?:example|test|invalid|localhost)|example\.(?:com|org|net)|localhost)/u,
  /(?![\p{L}\p{N}-]|\.[\p{L}\p{N}])/u,
);

/** The loopback, private (RFC 1918), link-local and unspecified IPv4 ranges. */
const privateIPv4 = [
  /127(?:\.\d{1,3}){3}/,
  /10(?:\.\d{1,3}){3}/,
  /192\.168(?:\.\d{1,3}){2}/,
  /172\.(?:1[6-9]|2\d|3[01])(?:\.\d{1,3}){2}/,
  /169\.254(?:\.\d{1,3}){2}/,
  /0\.0\.0\.0/,
].map((part) => part.source);

/** A private IPv4 address (not inside a longer dotted number), or the IPv6 loopback in brackets. */
const privateAddress = new RegExp(String.raw`(?<![\d.])(?:${privateIPv4.join("|")})(?![\d]|\.\d)|\[::1?\]`, "gu");

/** The drawn stand-in portrait the site ships (public/images/): a founder's portrait is a photo of the founder. */
const standInImage = /\/images\/founder-portrait\.svg/g;

const standInForms: readonly StandInForm[] = [
  { name: "a bracketed stand-in", pattern: bracket, fix: `the fact the brackets describe, ${notAnnounced}` },
  {
    name: "a missing value printed as text",
    pattern: missingValue,
    fix: `the value, ${notAnnounced}; on a page it means a value the code did not have`,
  },
  {
    name: "an x'd-out figure",
    pattern: xdFigure,
    fix: `the figure (e.g. "₹10,000 a month"), ${notAnnounced}`,
  },
  { name: "a word for text not written yet", pattern: markerWord, fix: `the text itself, ${notAnnounced}` },
  { name: "a stand-in name", pattern: yourName, fix: "the real name" },
  {
    name: "an address nobody can reach (reserved or local)",
    pattern: reservedAddress,
    fix: "a real public https address (a domain you own, a real mailbox or profile)",
  },
  {
    name: "a loopback or private-network address",
    pattern: privateAddress,
    fix: "a real public https address; a local server is for tests only",
  },
  {
    name: "the stand-in portrait",
    pattern: standInImage,
    fix: "the path of a photo of the founder (save it in public/images/, e.g. /images/founder.jpg, 480×600 or larger)",
  },
];

/** The forms an address may hold (a URL, a `src`): brackets and words are part of URLs, so only these apply. */
export const addressForms: readonly StandInForm[] = standInForms.filter(
  (form) => form.pattern === reservedAddress || form.pattern === privateAddress || form.pattern === standInImage,
);

/** Whether `text` is an address (a URL, a path or a mailbox), to which only the address forms apply. */
export const isAddress = (text: string): boolean =>
  /^(?:https?:\/\/|mailto:|\/)\S*$|^[^\s@]+@[^\s@]+$/i.test(text.trim());

/** The forms that apply to `text`: the address forms to an address, every form to anything else. */
export const formsFor = (text: string): readonly StandInForm[] => (isAddress(text) ? addressForms : standInForms);

/** A quick look for what every form needs (a bracket, an x, a word's letters, a dot or colon of an address). */
const mayHoldStandIn =
  /[[xX]|null|undefined|NaN|tb[acd]|todo|fixme|lorem|name|example|\.(?:test|invalid)|localhost|\d\.\d|::|\.svg/i;

/** Every stand-in in `text`, in order of where it starts; where two overlap, the form listed first names it. */
export function findStandIns(text: string, forms: readonly StandInForm[] = standInForms): StandIn[] {
  const found: StandIn[] = [];
  // Stryker disable next-line ConditionalExpression: equivalent; the quick look only skips texts no form matches.
  if (!mayHoldStandIn.test(text)) return found;
  for (const form of forms) {
    for (const match of text.matchAll(form.pattern)) {
      const end = match.index + match[0].length;
      const overlaps = found.some((other) => match.index < other.index + other.match.length && other.index < end);
      if (!overlaps) found.push({ form, match: match[0], index: match.index });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** `text` with every inline code span (`` `…` ``) blanked to spaces, so offsets and lines stay where they were. */
function blankCodeSpans(text: string): string {
  return text.replace(/(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, (span) => span.replace(/[^\n]/g, " "));
}

/**
 * A Markdown text with its code blanked: fenced blocks (``` or ~~~), lines indented as code, and inline spans.
 * Offsets, lines and columns stay where they were.
 */
export function blankMarkdownCode(text: string): string {
  const lines = text.split("\n");
  let fence: string | undefined;
  let previousBlank = true;
  const out = lines.map((line) => {
    const run = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      // Stryker disable next-line MethodExpression: equivalent; a run of one character starts as it ends.
      if (run?.startsWith(fence)) fence = undefined;
      return line.replace(/[^\n]/g, " ");
    }
    if (run) {
      fence = run;
      return line.replace(/[^\n]/g, " ");
    }
    const indentedCode = previousBlank && /^(?: {4}|\t)/.test(line);
    previousBlank = line.trim() === "" || (indentedCode && previousBlank);
    return indentedCode ? line.replace(/[^\n]/g, " ") : line;
  });
  return blankCodeSpans(out.join("\n"));
}
