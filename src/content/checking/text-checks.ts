// Checks on the text of any data file, whatever its kind (JSON values, HTML bodies, and any body kind to come):
// characters a feed or page cannot carry, text that was not valid UTF-8, and the size limit of a post body.

/**
 * Characters no text field may hold: C0 controls but tab, line feed and carriage return, DEL and the C1 controls,
 * U+FFFE and U+FFFF (all but DEL and C1 are forbidden in XML 1.0, so one of them breaks the whole feed), lone
 * surrogates (written as U+FFFD), and U+FFFD itself, which is what invalid UTF-8 becomes when read.
 */
const forbiddenCharacter =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFD\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A character found where it must not be: its offset in the text searched and what to tell the maintainer. */
export interface TextProblem {
  offset: number;
  message: string;
}

const codePoint = (char: string) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;

/** What a forbidden character is, for a message. */
function describeCharacter(char: string): string {
  if (char === "\uFFFD")
    return "a byte sequence that is not valid UTF-8 (read as U+FFFD �): save the file as UTF-8 and retype the character there";
  if (/[\uD800-\uDFFF]/.test(char))
    return `half of a character (a lone surrogate, ${codePoint(char)}): write the whole character`;
  if (char === "\uFFFE" || char === "\uFFFF")
    return `the non-character ${codePoint(char)}, which XML and feeds forbid: delete it`;
  return `the control character ${codePoint(char)}, which feeds and pages cannot carry: delete it (often pasted from a word processor)`;
}

/** Every forbidden character in `text` (at most `limit`, so a broken file does not flood the report). */
function forbiddenCharacters(text: string, limit = 5): TextProblem[] {
  forbiddenCharacter.lastIndex = 0;
  const problems: TextProblem[] = [];
  for (
    let match = forbiddenCharacter.exec(text);
    match && problems.length < limit;
    match = forbiddenCharacter.exec(text)
  ) {
    problems.push({ offset: match.index, message: `here is ${describeCharacter(match[0])}` });
  }
  return problems;
}

/** True when `text` holds a character `forbiddenCharacters` reports. */
function hasForbiddenCharacter(text: string): boolean {
  forbiddenCharacter.lastIndex = 0;
  return forbiddenCharacter.test(text);
}

/** A numeric character reference (`&#1;`, `&#x0b;`) decodes to the character it names, so it is checked as one. */
const numericReference = /&#(?:[xX]([0-9a-fA-F]{1,8})|([0-9]{1,10}));?/g;

/** Character references in HTML or Markdown source that name a forbidden character (`&#x1;`, `&#65535;`). */
function forbiddenReferences(text: string, limit = 5): TextProblem[] {
  if (!text.includes("&#")) return [];
  const problems: TextProblem[] = [];
  numericReference.lastIndex = 0;
  for (let match = numericReference.exec(text); match && problems.length < limit; match = numericReference.exec(text)) {
    const code = match[1] ? Number.parseInt(match[1], 16) : Number(match[2]);
    // 0, surrogates and numbers past Unicode decode to U+FFFD: a reference to nothing.
    const char =
      code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) ? "\uFFFD" : String.fromCodePoint(code);
    if (!hasForbiddenCharacter(char) || (char === "\uFFFD" && code === 0xfffd)) continue;
    const what = char === "\uFFFD" ? `no character (it decodes to U+FFFD)` : describeCharacter(char);
    problems.push({ offset: match.index, message: `the character reference ${match[0]} stands for ${what}` });
  }
  return problems;
}

/**
 * The largest post body, in bytes of UTF-8: 256 kB is about 40,000 words, twenty times a long article, and keeps a
 * post page far below a phone's comfortable download. A bigger body is almost surely a paste gone wrong.
 */
const bodySizeLimit = 256 * 1024;

/** The checks every post body gets before its own kind's (HTML, Markdown): size, characters, character references. */
export function checkBodyText(text: string): { problems: TextProblem[]; tooLarge: boolean } {
  // A UTF-16 unit is at most 3 bytes of UTF-8: most bodies are known to be small without encoding them.
  const size = text.length * 3 > bodySizeLimit ? new TextEncoder().encode(text).length : 0;
  if (size > bodySizeLimit) {
    const kb = (bytes: number) => `${Math.ceil(bytes / 1024)} kB`;
    return {
      problems: [
        {
          offset: 0,
          message: `the post body is ${kb(size)}, over the limit of ${kb(bodySizeLimit)} (about 40,000 words): split it into several posts`,
        },
      ],
      tooLarge: true,
    };
  }
  return {
    problems: [...forbiddenCharacters(text), ...forbiddenReferences(text)].sort((a, b) => a.offset - b.offset),
    tooLarge: false,
  };
}

/** The text of a file without the byte-order mark some editors put first (it is not part of the content). */
export function stripByteOrderMark(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Each string in a parsed JSON value (keys too) that holds a forbidden character, with its path. */
export function forbiddenInValue(
  value: unknown,
  path: Array<string | number> = [],
): Array<{ path: Array<string | number>; message: string }> {
  if (typeof value === "string") {
    const found = forbiddenCharacters(value, 1)[0];
    return found
      ? [
          {
            path,
            message: `character ${found.offset + 1} of the text is ${describeCharacter(value.charAt(found.offset))}`,
          },
        ]
      : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => forbiddenInValue(item, [...path, index]));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => {
      const inKey = forbiddenCharacters(key, 1)[0];
      return [
        ...(inKey
          ? [
              {
                path: [...path, key],
                message: `character ${inKey.offset + 1} of the key is ${describeCharacter(key.charAt(inKey.offset))}`,
              },
            ]
          : []),
        ...forbiddenInValue(item, [...path, key]),
      ];
    });
  }
  return [];
}
