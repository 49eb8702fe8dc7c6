// The application's spam check: a filled trap is a bot; a send under the minimum time is only marked; a restored
// draft is never timed; the trap's name and autocomplete are none that autofill heuristics fill.
import { describe, expect, it } from "vitest";
import {
  quickMark,
  spamVerdict,
  quickMarkField,
  trapAutocomplete,
  trapFieldName,
} from "../../../../../src/content/home/client/spam-check.ts";
import { applicationFields } from "../../../../../src/content/home/client/fellowship.ts";

/** The minimum time (3 s): under it a submission is marked as quick. */
const minimumFillMs = 3000;
const person = { trap: "", shownAt: 1_000, now: 1_000 + 45_000, restored: false };

describe("spamVerdict", () => {
  it("notes nothing for an application typed over more than the minimum time with the trap empty", () => {
    expect(spamVerdict(person)).toBeNull();
    expect(spamVerdict({ ...person, now: person.shownAt + minimumFillMs })).toBeNull();
  });

  it("stops a filled trap, however long the form took, and whatever it holds but blanks", () => {
    expect(spamVerdict({ ...person, trap: "https://spam.example" })).toBe("trap");
    expect(spamVerdict({ ...person, trap: "x", restored: true })).toBe("trap");
    expect(spamVerdict({ ...person, trap: "   " })).toBeNull();
  });

  it("only marks an application sent under the minimum time: time alone never makes it a bot's", () => {
    expect(spamVerdict({ ...person, now: person.shownAt + minimumFillMs - 1 })).toBe("quick");
    expect(spamVerdict({ ...person, now: person.shownAt + 400 })).toBe("quick");
    expect(quickMark({ shownAt: 1_000, now: 2_420 })).toBe("sent 1.4 s after the form opened");
  });

  it("never holds a restored draft to the time of this visit: its answers were typed before", () => {
    expect(spamVerdict({ ...person, now: person.shownAt + 400, restored: true })).toBeNull();
  });
});

// The words autofill heuristics look for in a field's name, id or label: Chromium's address and contact regexes
// (components/autofill/core/common/autofill_regex_constants.h), Firefox's, and the password managers'.
const autofillWords = new RegExp(
  [
    "name|mail|phone|tel|fax|mobile|address|street|city|town|zip|postal|country|state|region",
    "company|organi[sz]ation|url|web|site|homepage|user|login|pass|card|search|birth|title|nickname|honey",
  ].join("|"),
  "i",
);

describe("the trap field", () => {
  it("has a name and an autocomplete token no autofill heuristic matches", () => {
    expect(trapFieldName).not.toMatch(autofillWords);
    expect(trapAutocomplete).not.toMatch(autofillWords);
    expect(["off", "on", ""]).not.toContain(trapAutocomplete);
  });
});

describe("the fields the checks add to a form", () => {
  it("are hyphenated names no answer of the form uses, each its own (a mark never overwrites an answer)", () => {
    const answers = applicationFields.map((field) => field.name);
    for (const name of [trapFieldName, quickMarkField]) {
      expect(name, name).toMatch(/^[a-z]+(?:-[a-z]+)+$/);
      expect(answers).not.toContain(name);
    }
    expect(trapFieldName).not.toBe(quickMarkField);
  });
});
