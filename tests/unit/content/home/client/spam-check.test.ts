// The application's spam check: a filled trap or a send under the minimum time is a bot; a restored draft is not.
import { describe, expect, it } from "vitest";
import { minimumFillMs, spamVerdict } from "../../../../../src/content/home/client/spam-check.ts";

const person = { trap: "", shownAt: 1_000, now: 1_000 + 45_000, restored: false };

describe("spamVerdict", () => {
  it("lets through an application typed over more than the minimum time with the trap empty", () => {
    expect(spamVerdict(person)).toBeNull();
    expect(spamVerdict({ ...person, now: person.shownAt + minimumFillMs })).toBeNull();
    expect(minimumFillMs).toBe(3000);
  });

  it("stops a filled trap, however long the form took, and whatever it holds but blanks", () => {
    expect(spamVerdict({ ...person, trap: "https://spam.example" })).toBe("trap");
    expect(spamVerdict({ ...person, trap: "x", restored: true })).toBe("trap");
    expect(spamVerdict({ ...person, trap: "   " })).toBeNull();
  });

  it("stops an application sent under the minimum time after the dialog first opened", () => {
    expect(spamVerdict({ ...person, now: person.shownAt + minimumFillMs - 1 })).toBe("too-fast");
    expect(spamVerdict({ ...person, now: person.shownAt + 400 })).toBe("too-fast");
    expect(spamVerdict({ ...person, now: person.shownAt + 400 }, 200)).toBeNull();
  });

  it("never holds a restored draft to the time of this visit: its answers were typed before", () => {
    expect(spamVerdict({ ...person, now: person.shownAt + 400, restored: true })).toBeNull();
  });
});
