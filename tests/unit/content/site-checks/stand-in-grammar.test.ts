// The grammar of stand-ins, form by form: each alternative of each pattern, its edges, and the real content it leaves.
import { describe, expect, it } from "vitest";
import {
  addressForms,
  blankMarkdownCode,
  findStandIns,
  formsFor,
} from "../../../../src/content/site-checks/stand-in-grammar.ts";

/** `form name: match` for every stand-in in `text`. */
const found = (text: string) => findStandIns(text).map((one) => `${one.form.name}: ${one.match}`);
/** The matched texts only. */
const matches = (text: string) => findStandIns(text).map((one) => one.match);
/** Every form, in the order the grammar lists them: those that apply to a text that is not an address. */
const standInForms = formsFor("a sentence");
const form = (name: string) => standInForms.find((one) => one.name === name)!;

describe("the stand-in grammar", () => {
  it("names every form, with what to put there instead", () => {
    expect(standInForms.map((one) => one.name)).toEqual([
      "a bracketed stand-in",
      "a missing value printed as text",
      "an x'd-out figure",
      "a word for text not written yet",
      "a stand-in name",
      "an address nobody can reach (reserved or local)",
      "a loopback or private-network address",
      "the stand-in portrait",
    ]);
    for (const one of standInForms) expect(one.fix.length, one.name).toBeGreaterThan(10);
    expect(form("a bracketed stand-in").fix).toContain("or null while it is not announced yet");
  });

  describe("brackets", () => {
    it("finds a bracketed phrase in any case, alone or in a sentence, with or without a note", () => {
      for (const [text, match] of [
        ["[start date]", "[start date]"],
        ["The next cohort starts [Start date].", "[Start date]"],
        ["[Founder Name]", "[Founder Name]"],
        ["[CLIENT]", "[CLIENT]"],
        ["Starts [to confirm: start date].", "[to confirm: start date]"],
        ["[e.g. 1 March]", "[e.g. 1 March]"],
        ["[ start date ]", "[ start date ]"],
        ["[ab]", "[ab]"],
        ["[à venir]", "[à venir]"],
      ]) {
        expect(found(text!), text).toEqual([`a bracketed stand-in: ${match}`]);
      }
    });

    it("leaves Markdown links, images, references, footnotes, indexes and marks without letters", () => {
      for (const text of [
        "Read [the guide](https://studio.in/guide) first",
        "![a chart](/images/chart.png)",
        "See [the guide][guide] for more",
        "[guide]: https://studio.in/guide",
        "   [guide]: https://studio.in/guide",
        "A claim.[^1] And [^note].",
        "As shown [1] and [12], see items[0] and a[i]",
        "- [ ] open and [x] done",
        "\\[escaped phrase]",
        "[]",
        "[ ]",
        "[a]",
        "Seats: [20?]",
      ]) {
        expect(found(text), text).toEqual([]);
      }
    });

    it("reads `[phrase]:` as a stand-in when it does not start a line (not a reference definition)", () => {
      expect(matches("Starts [to confirm]: soon")).toEqual(["[to confirm]"]);
      expect(matches("    [to confirm]: soon")).toEqual(["[to confirm]"]);
      expect(matches("Line one\n[guide]: https://studio.in")).toEqual([]);
    });

    it("leaves a bracketed sentence: a capital, eight words or more, and a full stop, ! or ? at the end", () => {
      for (const text of [
        "[Shortened: paste the full text here before sending.]",
        "[Note: the rest of this answer follows below!]",
        "[Is the date in this field still right?]",
        // A sentence with doubled spaces is still a sentence of eight words.
        "[Shortened:  paste the full text here before sending.]",
        "[Note: the rest  of this answer follows below!]",
      ])
        expect(matches(text), text).toEqual([]);
      for (const text of [
        "[shortened: paste the full text here before sending.]",
        "[Shortened: paste it here.]",
        "[Shortened: paste the full text here before sending]",
        "[Start date, to be confirmed by us]",
        "[Start date, to be confirmed by us.]",
        "[Shortened: paste the full text before sending.]",
        // Seven words with doubled spaces or a tab are still seven words, not a sentence of eight.
        "[Shortened:  paste  the  full  text before sending.]",
        "[To be confirmed:\tthe  start  date  is.]",
      ])
        expect(matches(text), text).toEqual([text]);
    });

    it("stops at 100 characters inside the brackets: a bracketed sentence is a note, not a stand-in", () => {
      const inside = (length: number) => `[${"a".repeat(length)}]`;
      expect(matches(inside(100))).toEqual([inside(100)]);
      expect(matches(inside(101))).toEqual([]);
      expect(matches(inside(2))).toEqual([inside(2)]);
      expect(matches("[one\ntwo]")).toEqual([]);
      expect(matches("[outer [inner phrase] rest]")).toEqual(["[inner phrase]"]);
    });
  });

  describe("missing values", () => {
    it("finds null, undefined and NaN printed as words", () => {
      expect(found("Seats null")).toEqual(["a missing value printed as text: null"]);
      expect(matches("Starts undefined.")).toEqual(["undefined"]);
      expect(matches("NaN% of founders")).toEqual(["NaN"]);
      expect(matches("null")).toEqual(["null"]);
      expect(matches("(null)")).toEqual(["null"]);
    });

    it("leaves words that contain them, and other cases", () => {
      for (const text of ["nullify", "non-null", "null-terminated", "a.null", "_null", "$null", "Null and void", "nan"])
        expect(matches(text), text).toEqual([]);
    });
  });

  describe("x'd-out figures", () => {
    it("finds x's after a currency sign, in groups of digits, and runs of three, in any case", () => {
      for (const [text, match] of [
        ["₹X,XXX a month", "₹X,XXX"],
        ["₹x,xxx a month", "₹x,xxx"],
        ["₹X", "₹X"],
        ["$xx per seat", "$xx"],
        ["€ X", "€ X"],
        ["£X.XX", "£X.XX"],
        ["Rs. XX,XXX", "Rs. XX,XXX"],
        ["Rs X", "Rs X"],
        ["Rs.X", "Rs.X"],
        ["X,XXX a month", "X,XXX"],
        ["x,xxx", "x,xxx"],
        ["XX.XXX", "XX.XXX"],
        ["x.xx", "x.xx"],
        ["XXX", "XXX"],
        ["xxxx seats", "xxxx"],
        // Inside a sentence, after a space or a sign: the whole figure, not its last group.
        ["paid X,XXX a month", "X,XXX"],
        ["paid (X,XX,XXX) a year", "X,XX,XXX"],
        ["seats: XXX", "XXX"],
        ["up to XX.XXX", "XX.XXX"],
      ]) {
        expect(found(text!), text).toEqual([`an x'd-out figure: ${match}`]);
      }
    });

    it("leaves real figures and words with x in them", () => {
      for (const text of [
        "₹15,000 a month",
        "20 seats",
        "2.5x growth",
        "$5M+",
        "$xyz",
        "XXL",
        "XXXL",
        "Xbox",
        "x",
        "X",
        "xx",
        "X,X",
        "ax,x",
        "X,XXXa",
        "SpaceX",
        "Rsx",
      ]) {
        expect(matches(text), text).toEqual([]);
      }
    });
  });

  describe("words for text not written yet", () => {
    it("finds TBD, TBA, TBC, TODO, FIXME and lorem ipsum in any case", () => {
      for (const [text, match] of [
        ["Applications close TBD", "TBD"],
        ["tba", "tba"],
        ["Seats: TBC.", "TBC"],
        ["TODO: write the bio", "TODO"],
        ["fixme", "fixme"],
        ["Lorem ipsum dolor sit amet", "Lorem ipsum"],
        ["LOREM  IPSUM", "LOREM  IPSUM"],
      ]) {
        expect(found(text!), text).toEqual([`a word for text not written yet: ${match}`]);
      }
    });

    it("leaves words that contain them", () => {
      for (const text of ["TBDs", "todos", "stbd", "loremipsum", "TODO2", "2TODO"])
        expect(matches(text), text).toEqual([]);
    });

    it('finds "your name" as a stand-in name, not inside a sentence', () => {
      expect(found("By Your Name")).toEqual(["a stand-in name: Your Name"]);
      expect(matches("YOUR NAME")).toEqual(["YOUR NAME"]);
      expect(matches("your name")).toEqual(["your name"]);
      expect(matches("  Your name  ")).toEqual(["  Your name  "]);
      expect(matches("your  name")).toEqual(["your  name"]);
      expect(matches("By Your Name, 2025")).toEqual(["Your Name"]);
      expect(matches("Your work ships under your name on real company blogs.")).toEqual([]);
      expect(matches("Your Names")).toEqual([]);
    });
  });

  describe("addresses", () => {
    it("finds reserved names, example domains and localhost, in URLs, mail addresses and text", () => {
      for (const [text, match] of [
        ["https://first-principles.example/", "first-principles.example"],
        ["hello@studio.example", "studio.example"],
        ["https://news.site.test/form", "news.site.test"],
        ["https://site.invalid", "site.invalid"],
        ["http://app.localhost:3000/", "app.localhost"],
        ["https://www.example.com/a", "www.example.com"],
        ["example.org", "example.org"],
        ["https://example.net", "example.net"],
        ["http://localhost:8080/apply", "localhost"],
        ["LOCALHOST", "LOCALHOST"],
        ["https://Site.Example/", "Site.Example"],
        // At the end of a sentence: the full stop after it is not part of the name.
        ["Mail hello@studio.example. Thanks", "studio.example"],
        ["See https://site.test, then", "site.test"],
      ]) {
        expect(found(text!), text).toEqual([`an address nobody can reach (reserved or local): ${match}`]);
      }
    });

    it("leaves real addresses and words that only look alike", () => {
      for (const text of [
        "https://examples.dev/",
        "An example of positioning",
        "https://example.community/",
        "hello@exampledesign.in",
        "go-live.test.ts",
        "a test.",
        "localhosts",
        "my-localhost",
        "https://test.com/",
      ]) {
        expect(matches(text), text).toEqual([]);
      }
    });

    it("finds loopback, private, link-local and unspecified IPv4 addresses, and [::1]", () => {
      for (const [text, match] of [
        ["http://127.0.0.1:4173/", "127.0.0.1"],
        ["10.0.0.5", "10.0.0.5"],
        ["https://192.168.1.20/form", "192.168.1.20"],
        ["172.16.0.1", "172.16.0.1"],
        ["172.31.255.255", "172.31.255.255"],
        ["172.20.1.1", "172.20.1.1"],
        ["169.254.1.1", "169.254.1.1"],
        ["169.254.169.254", "169.254.169.254"],
        ["http://127.10.100.200/", "127.10.100.200"],
        ["10.20.30.40", "10.20.30.40"],
        ["0.0.0.0", "0.0.0.0"],
        ["http://[::1]:3000/", "[::1]"],
        ["[::]", "[::]"],
      ]) {
        expect(found(text!), text).toEqual([`a loopback or private-network address: ${match}`]);
      }
    });

    it("leaves public addresses and version numbers", () => {
      for (const text of ["172.15.0.1", "172.32.0.1", "8.8.8.8", "v10.0.0.5.1", "1.10.0.0", "110.0.0.1", "127.0.0"])
        expect(matches(text), text).toEqual([]);
    });
  });

  it("finds the stand-in portrait's path", () => {
    expect(found("/images/founder-portrait.svg")).toEqual(["the stand-in portrait: /images/founder-portrait.svg"]);
    expect(matches("/images/founder.jpg")).toEqual([]);
  });

  it("lists several stand-ins in order of where they start, each once, the first form winning an overlap", () => {
    const all = findStandIns("TBD: [start date], ₹X,XXX, null and http://localhost");
    expect(all.map((one) => [one.index, one.match])).toEqual([
      [0, "TBD"],
      [5, "[start date]"],
      [19, "₹X,XXX"],
      [27, "null"],
      [43, "localhost"],
    ]);
    expect(matches("[TBD]")).toEqual(["[TBD]"]);
    // Stand-ins that touch, without overlapping, are both listed, whichever form finds which.
    expect(matches("[start date]TBD")).toEqual(["[start date]", "TBD"]);
    expect(matches("TBD[start date]")).toEqual(["TBD", "[start date]"]);
    expect(matches("[XXX]")).toEqual(["[XXX]"]);
  });

  it("applies only the forms it is given (addresses: no brackets or words in a URL)", () => {
    const url = "https://studio.in/a?items[tag]=TODO&x=xxx";
    expect(findStandIns(url, addressForms)).toEqual([]);
    expect(matches(url).length).toBeGreaterThan(0);
    expect(findStandIns("https://studio.test/a", addressForms).map((one) => one.match)).toEqual(["studio.test"]);
    expect(addressForms.map((one) => one.name)).toEqual([
      "an address nobody can reach (reserved or local)",
      "a loopback or private-network address",
      "the stand-in portrait",
    ]);
  });

  it("leaves text with nothing a form needs, quickly", () => {
    expect(findStandIns("")).toEqual([]);
    expect(findStandIns("Paid, part-time, 20 seats.")).toEqual([]);
  });
});

describe("the forms for a text", () => {
  it("gives an address (a URL, a path, a mailbox, spaces around it) the address forms, and prose every form", () => {
    for (const text of [
      "https://studio.in/a",
      " https://studio.in/ ",
      "mailto:hi@studio.in",
      "/images/a.png",
      "hi@studio.in",
    ])
      expect(formsFor(text), text).toBe(addressForms);
    for (const text of [
      "see /about",
      "https://studio.in/guide for the steps",
      "write to hi@studio.in",
      "hi@studio.in today",
      "[start date]",
    ])
      expect(formsFor(text), text).toBe(standInForms);
  });
});

describe("blanking code", () => {
  it("blanks inline code spans, keeping offsets and lines", () => {
    expect(blankMarkdownCode("a `items[0]` b")).toBe("a            b");
    expect(blankMarkdownCode("a ``x ` [y z]`` b")).toBe(`a ${" ".repeat(13)} b`);
    expect(blankMarkdownCode("a `one\ntwo` b")).toBe("a     \n     b");
    expect(blankMarkdownCode("a `unclosed [b c]")).toBe("a `unclosed [b c]");
  });

  it("blanks fenced blocks (``` and ~~~), indented code after a blank line, and inline spans; keeps the rest", () => {
    const text = [
      "Intro [keep me]",
      "```ts",
      "const a = items[todo];",
      "```",
      "~~~",
      "[in tilde]",
      "~~~",
      "",
      "    [indented code]",
      "    [still code]",
      "text `[span here]` [after span]",
      "  [two spaces]",
    ].join("\n");
    const blanked = blankMarkdownCode(text);
    expect(blanked.length).toBe(text.length);
    expect(blanked.split("\n")).toHaveLength(text.split("\n").length);
    expect(findStandIns(blanked).map((one) => one.match)).toEqual(["[keep me]", "[after span]", "[two spaces]"]);
  });

  it("blanks indented code on the first line and after a line of spaces; keeps a tab or fence inside a line", () => {
    expect(blankMarkdownCode("    [a b]\ntext")).toBe("         \ntext");
    expect(blankMarkdownCode("Para\n   \n    [a b]")).toBe("Para\n   \n         ");
    for (const text of [
      "  [a b]",
      "Tab\tthen [a b]",
      "Type ``` then [a b]\n[c d]",
      "~~ [a b]\n[c d]",
      "~~strike~~ [a b]",
    ])
      expect(blankMarkdownCode(text), text).toBe(text);
  });

  it("keeps an indented line that continues a paragraph, and closes a fence only with its own kind", () => {
    expect(blankMarkdownCode("Para\n    [continued]")).toBe("Para\n    [continued]");
    const unclosed = blankMarkdownCode("```\n[a b]\n~~~\n[c d]");
    expect(findStandIns(unclosed)).toEqual([]);
    expect(findStandIns(blankMarkdownCode("````\n[a b]\n```\n[c d]\n````\n[e f]")).map((one) => one.match)).toEqual([
      "[e f]",
    ]);
  });
});
