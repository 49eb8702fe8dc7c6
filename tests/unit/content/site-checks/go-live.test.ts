// The go-live check: every placeholder in data/, with its position and what to put there.
import { describe, expect, it } from "vitest";
import { blocksGoLive, findPlaceholders, goLiveReport } from "../../../../src/content/site-checks/go-live.ts";
import { placeholderRules } from "../../../../src/content/site-checks/placeholder-rules.ts";
import { formatProblem } from "../../../../src/content/checking/report.ts";
import { readFixtureTree } from "../../support/fixture-tree.ts";

/** The end of every fix for a fact the owner may not have announced yet. */
const notYet = "or null while it is not announced yet (the page then says so)";
const bracketFix = `put the fact the brackets describe, ${notYet}`;
const reachable = "put a real public https address (a domain you own, a real mailbox or profile)";

describe("the go-live check", () => {
  it("finds every placeholder the valid fixture ships, with file, line, column, field and what to put there", async () => {
    const found = findPlaceholders(await readFixtureTree(), "data/");
    expect(found.map((p) => `${p.file}:${p.line}:${p.column} ${p.field}`)).toEqual([
      "data/landing.json:26:19 about.stats[0].sample",
      "data/landing.json:31:19 about.stats[1].sample",
      "data/landing.json:36:19 about.stats[2].sample",
      "data/landing.json:48:14 founder.portrait.src",
      "data/landing.json:186:18 fellowship.cohort.stipend.value",
      "data/landing.json:190:18 fellowship.cohort.starts.value",
      "data/landing.json:194:18 fellowship.cohort.closes.value",
      "data/landing.json:198:18 fellowship.cohort.seats.value",
      "data/posts/exercises-to-practice-first-principles-thinking-daily.json:10:20 featuredImage",
      "data/posts/how-to-apply-first-principles-thinking-in-startups.html:7:34 body",
      "data/resources/frameworks.json:14:15 frameworks[1].link",
      "data/site.json:6:10 url",
      "data/site.json:7:12 email",
      "data/site.json:9:13 founder.name",
      "data/site.json:12:20 newsletterUrl",
      "data/site.json:15:35 social[0].url",
    ]);
    // The facts not announced yet (`null`) are information; everything else is a placeholder to replace.
    expect(found.filter((p) => p.severity === "info").map((p) => p.field)).toEqual([
      "fellowship.cohort.stipend.value",
      "fellowship.cohort.starts.value",
      "fellowship.cohort.closes.value",
      "fellowship.cohort.seats.value",
    ]);
    expect(found.filter((p) => p.severity !== "info").every((p) => p.severity === "warning")).toBe(true);
    expect(found[4]?.message).toBe(
      'not announced yet: the page says so ("Not announced yet"); put the fact here once it is announced',
    );
    expect(found[13]?.message).toBe('"Founder Name" is the placeholder founder name: put the founder\'s real name');
    expect(found[3]?.message).toContain("public/images/");
  });

  it("finds nothing in a tree with real-looking values", async () => {
    expect(findPlaceholders(await readFixtureTree("go-live"), "data/")).toEqual([]);
  });

  it("reports errors when asked to (the production build), and facts not announced yet as information", async () => {
    const found = findPlaceholders(await readFixtureTree(), "data/", "error");
    expect(new Set(found.filter(blocksGoLive).map((p) => p.severity))).toEqual(new Set(["error"]));
    expect(found.filter((p) => !blocksGoLive(p)).map((p) => p.severity)).toEqual(["info", "info", "info", "info"]);
  });

  it("lists a `null` or empty owner's fact as not announced yet, wherever it is, and never as a blocker", () => {
    const text = [
      "{",
      '  "fellowship": { "cohort": { "seats": { "term": "Seats", "value": null } } },',
      '  "steps": [{ "title": "Selection", "text": "", "time": null }]',
      "}",
    ].join("\n");
    const found = findPlaceholders([{ path: "landing.json", text }], "data/", "error");
    expect(found.map((p) => `${p.line}:${p.column} ${p.severity} ${p.field}`)).toEqual([
      "2:68 info fellowship.cohort.seats.value",
      "3:45 info steps[0].text",
      "3:57 info steps[0].time",
    ]);
    expect(found.some(blocksGoLive)).toBe(false);
  });

  it("says what the page shows for each: a fact says it is not announced, a step's time is left out", () => {
    const text = JSON.stringify({
      fellowship: {
        cohort: { seats: { term: "Seats", value: null } },
        howItWorks: {
          steps: [
            { title: "Hear back", text: "We reply.", time: null },
            { title: "Selection", text: null, time: "A week" },
          ],
        },
        call: { time: null },
      },
    });
    const found = findPlaceholders([{ path: "landing.json", text }], "data/");
    expect(found.map((p) => [p.field, p.message])).toEqual([
      [
        "fellowship.cohort.seats.value",
        'not announced yet: the page says so ("Not announced yet"); put the fact here once it is announced',
      ],
      [
        "fellowship.howItWorks.steps[0].time",
        "not announced yet: the page shows this step without a time; put the time here once it is known",
      ],
      // A step's text not announced is named in the section's note, as the facts are.
      [
        "fellowship.howItWorks.steps[1].text",
        'not announced yet: the page says so ("Not announced yet"); put the fact here once it is announced',
      ],
      // A time that is no step's is a fact like the others.
      [
        "fellowship.call.time",
        'not announced yet: the page says so ("Not announced yet"); put the fact here once it is announced',
      ],
    ]);
  });

  it("tells an `.example` address from a real one that merely contains the word", () => {
    const listed = (value: string) =>
      findPlaceholders([{ path: "site.json", text: JSON.stringify({ value }) }], "data/").length > 0;
    for (const value of [
      "https://studio.example/",
      "hello@first-principles.example",
      "https://x.example/a",
      "https://example.com/x",
      "www.example.org",
    ])
      expect(listed(value), value).toBe(true);
    for (const value of [
      "https://examples.dev/",
      "An example of positioning",
      "https://example.community/",
      "hello@exampledesign.in",
    ])
      expect(listed(value), value).toBe(false);
  });

  it("takes its rules from a table, so a new placeholder is one more entry", () => {
    const files = [{ path: "landing.json", text: '{\n  "fee": "£9,999 once"\n}\n' }];
    const rules = [
      ...placeholderRules,
      { name: "the placeholder fee", matches: (value: string) => value.includes("9,999"), replaceWith: "the real fee" },
    ];
    expect(findPlaceholders(files, "data/", "warning", rules).map(formatProblem)).toEqual([
      'data/landing.json:2:10  warning  fee  "£9,999 once" is the placeholder fee: put the real fee',
    ]);
    expect(findPlaceholders(files, "data/")).toEqual([]);
  });

  it("catches an x'd-out stipend in any case, at the stand-in's own column", () => {
    for (const stipend of ["₹X,XXX a month", "₹x,xxx a month"]) {
      const files = [{ path: "landing.json", text: `{\n  "application": { "stipend": "${stipend}" }\n}\n` }];
      expect(findPlaceholders(files, "data/").map(formatProblem)).toEqual([
        `data/landing.json:2:32  warning  application.stipend  "${stipend}" has an x'd-out figure, "${stipend.slice(0, 6)}": ` +
          `put the figure (e.g. "₹10,000 a month"), ${notYet}`,
      ]);
    }
  });

  it("lists every object marked sample, with what it is and what to put there, in line order with placeholders", () => {
    const text = [
      "{",
      '  "founder": { "bio": ["A decade of work."], "sample": true, "stats": [{ "value": "2.5x", "label": "lift", "sample": true }] },',
      '  "about": { "stats": [{ "value": "96%", "label": "not ready", "sample": true }] },',
      '  "testimonials": { "items": [{ "quote": "Great.", "role": "CEO", "company": "SaaS", "sample": true }] },',
      '  "notes": { "text": "Draft.", "sample": true },',
      '  "kept": { "quote": "Real.", "sample": false },',
      '  "email": "hi@studio.example"',
      "}",
    ].join("\n");
    const found = findPlaceholders([{ path: "landing.json", text }], "data/");
    expect(found.map((p) => `${p.line}:${p.column} ${p.field}`)).toEqual([
      "2:56 founder.sample",
      "2:118 founder.stats[0].sample",
      "3:74 about.stats[0].sample",
      "4:96 testimonials.items[0].sample",
      "5:42 notes.sample",
      "7:12 email",
    ]);
    expect(found.map((p) => p.message.split(",")[0])).toEqual([
      "this is the founder's sample biography",
      "this is a sample track-record sentence",
      "this is a statistic without a source",
      "this is a sample testimonial",
      "this is sample content",
      '"hi@studio.example" has an address nobody can reach (reserved or local)',
    ]);
    expect(found[3]?.message).toContain("with their consent");
  });

  it("lists the owner's fields (facts in square brackets), alone or inside a sentence, but not a link or a note", () => {
    const text = [
      "{",
      '  "seats": "[number of seats]",',
      '  "answer": "The stipend is [amount] a month.",',
      '  "link": "Read [the guide](https://studio.in/guide) first",',
      '  "emailNote": "[Shortened: paste the full text here before sending.]",',
      '  "stipend": "₹X,XXX a month"',
      "}",
    ].join("\n");
    const found = findPlaceholders([{ path: "landing.json", text }], "data/", "error");
    expect(found.map((p) => `${p.line}:${p.column} ${p.field}`)).toEqual(["2:13 seats", "3:29 answer", "6:15 stipend"]);
    expect(found[0]?.message).toBe(`"[number of seats]" is a bracketed stand-in: ${bracketFix}`);
    expect(found.every(blocksGoLive)).toBe(true);
  });

  it("lists the content manager's placeholder repository, and leaves a real one alone", () => {
    const site = (repo: string) => `{\n  "feedLimit": 20,\n  "cms": { "repo": "${repo}", "branch": "main" }\n}\n`;
    const shipped = site("your-github-account/your-site-repository");
    expect(findPlaceholders([{ path: "site.json", text: shipped }], "data/").map(formatProblem)).toEqual([
      'data/site.json:3:20  warning  cms.repo  "your-github-account/your-site-repository" is the placeholder repository ' +
        "of the content manager: put the site's GitHub repository as `owner/name` (docs/editing.md)",
    ]);
    const real = site("firstprinciples-studio/website");
    expect(findPlaceholders([{ path: "site.json", text: real }], "data/")).toEqual([]);
  });

  it("lists an `.example` newsletter form address, and leaves a real one alone", () => {
    const site = (action: string) =>
      `{\n  "newsletter": {\n    "form": { "action": "${action}", "field": "email" }\n  }\n}\n`;
    const shipped = site("https://newsletter.first-principles.example/subscribe");
    expect(findPlaceholders([{ path: "site.json", text: shipped }], "data/").map(formatProblem)).toEqual([
      'data/site.json:3:25  warning  newsletter.form.action  "https://newsletter.first-principles.example/subscribe" ' +
        `has an address nobody can reach (reserved or local), "newsletter.first-principles.example": ${reachable}`,
    ]);
    const real = site("https://buttondown.com/api/emails/embed-subscribe/first-principles");
    expect(findPlaceholders([{ path: "site.json", text: real }], "data/")).toEqual([]);
  });

  it("skips the schemas and the editor-only $schema keys", () => {
    const files = [
      { path: "schemas/site.schema.json", text: '{"default": "Founder Name"}' },
      { path: "site.json", text: '{"$schema": "https://json.example/schema"}' },
    ];
    expect(findPlaceholders(files, "data/")).toEqual([]);
  });

  it("prints one block: a heading with the count, a line per placeholder, what --production does, then what is not announced", async () => {
    const block = goLiveReport(findPlaceholders(await readFixtureTree(), "data/"), formatProblem).split("\n");
    expect(block[0]).toBe(
      "Go-live check: 12 placeholders and sample items in the data, to replace before the site goes live (see docs/going-live.md):",
    );
    expect(block[1]).toMatch(/^ {2}data\/landing\.json:26:19 {2}warning {2}about\.stats\[0\]\.sample {2}/);
    expect(block[13]).toContain("--production");
    expect(block[14]).toBe(
      "Go-live check: 4 facts not announced yet; each line says what the page shows meanwhile, and the production build accepts them:",
    );
    expect(block.slice(15)).toHaveLength(4);
    expect(block.at(-1)).toMatch(
      /^ {2}data\/landing\.json:198:18 {2}info {2}fellowship\.cohort\.seats\.value {2}not announced yet/,
    );
  });

  it("prints only the not-announced block when nothing else is left, and no --production line", () => {
    const text = '{\n  "seats": null\n}\n';
    const block = goLiveReport(findPlaceholders([{ path: "landing.json", text }], "data/", "error"), formatProblem);
    expect(block.split("\n")).toEqual([
      "Go-live check: 1 fact not announced yet; each line says what the page shows meanwhile, and the production build accepts it:",
      '  data/landing.json:2:12  info  seats  not announced yet: the page says so ("Not announced yet"); put the fact here once it is announced',
    ]);
  });

  it("warns, at `applicationEndpoint`, when applications go to an endpoint without a challenge; never a blocker", () => {
    const site = (extra: string) => ({
      path: "site.json",
      text: `{\n  "name": "Studio",\n  "applicationEndpoint": "https://formspree.io/f/abc"${extra}\n}\n`,
    });
    for (const severity of ["warning", "error"] as const) {
      const found = findPlaceholders([site("")], "data/", severity);
      expect(found.map((p) => `${p.file}:${p.line}:${p.column} ${p.severity} ${p.field}`)).toEqual([
        "data/site.json:3:26 warning applicationEndpoint",
      ]);
      expect(found[0]?.message).toBe(
        "applications go to this endpoint without a challenge: only the form's trap field and minimum time stop bots; " +
          "add `challenge` (Cloudflare Turnstile or hCaptcha, docs/going-live.md §3) and set its secret at the form service",
      );
      expect(found.some(blocksGoLive)).toBe(false);
      expect(goLiveReport(found, formatProblem)).toMatch(
        /^Go-live check: advice, which the production build accepts:\n/,
      );
    }
    const challenge = ',\n  "challenge": { "provider": "turnstile", "siteKey": "0x4AAAAAAAexample" }';
    expect(findPlaceholders([site(challenge)], "data/")).toEqual([]);
    expect(findPlaceholders([{ path: "site.json", text: '{ "name": "Studio" }' }], "data/")).toEqual([]);
  });
});

describe("the go-live check reads every stand-in, in any spelling, wherever it is in the data", () => {
  const one = (path: string, text: string) => findPlaceholders([{ path, text }], "data/", "error").map(formatProblem);

  it("a capitalised bracket, at its own line and column", () => {
    const text = '{\n  "hero": { "note": "The next cohort starts [Start date]." }\n}\n';
    expect(one("landing.json", text)).toEqual([
      'data/landing.json:2:45  error  hero.note  "The next cohort starts [Start date]." has a bracketed stand-in, ' +
        `"[Start date]": ${bracketFix}`,
    ]);
  });

  it("an annotated bracket, TBD, TODO, lorem ipsum and null written as text", () => {
    const text = [
      "{",
      '  "starts": "[to confirm: start date]",',
      '  "closes": "Applications close TBD",',
      '  "bio": "TODO: write the bio",',
      '  "about": "Lorem ipsum dolor sit amet.",',
      '  "seats": "Seats null"',
      "}",
    ].join("\n");
    expect(one("landing.json", text).map((line) => line.split("  ").slice(0, 3).join(" "))).toEqual([
      "data/landing.json:2:14 error starts",
      "data/landing.json:3:33 error closes",
      "data/landing.json:4:11 error bio",
      "data/landing.json:5:13 error about",
      "data/landing.json:6:19 error seats",
    ]);
  });

  it("a bracket in a post's body, at file:line:col, but not in code, a link or a footnote", () => {
    const text = [
      "{",
      '  "title": "Rebuilding [client name]\'s homepage",',
      '  "publishedAt": "2025-01-01"',
      "}",
      "We rewrote the homepage of [client name] in two weeks.[1]",
      "",
      "Read [the guide](https://studio.in/guide) and `items[0]`; paid ₹15,000 a month, 20 seats.",
      "",
      "```",
      "const [todo] = items[0];",
      "```",
    ].join("\n");
    expect(one("posts/rebuild.md", text)).toEqual([
      `data/posts/rebuild.md:2:24  error  title  "Rebuilding [client name]'s homepage" has a bracketed stand-in, ` +
        `"[client name]": ${bracketFix}`,
      'data/posts/rebuild.md:5:28  error  body  "We rewrote the homepage of [client name] in two weeks.[1]" has a ' +
        `bracketed stand-in, "[client name]": ${bracketFix}`,
    ]);
  });

  it("a bracket in an HTML post body's text or alt text, not in its code", () => {
    const html =
      '<p>For [Client]:</p>\n<img src="/a.png" alt="Photo of [client]">\n<pre><code>x[todo item]</code></pre>';
    expect(one("posts/rebuild.html", html).map((line) => line.split("  ").slice(0, 3).join(" "))).toEqual([
      "data/posts/rebuild.html:1:8 error body",
      "data/posts/rebuild.html:2:33 error body",
    ]);
  });

  it("a bracket in a resources category", () => {
    const text = '{\n  "categories": [\n    { "title": "[Category name]", "videos": [] }\n  ]\n}\n';
    expect(one("resources/categories.json", text)).toEqual([
      `data/resources/categories.json:3:17  error  categories[0].title  "[Category name]" is a bracketed stand-in: ${bracketFix}`,
    ]);
  });

  it("a whitespace-only value as not announced yet, like null", () => {
    const found = findPlaceholders([{ path: "landing.json", text: '{\n  "seats": "   "\n}\n' }], "data/", "error");
    expect(found.map((p) => `${p.line}:${p.column} ${p.severity} ${p.field}`)).toEqual(["2:12 info seats"]);
  });

  it("the test-only values of site.json: a local endpoint, a CDN's challenge script, a secret or test key", () => {
    const text = JSON.stringify(
      {
        applicationEndpoint: "http://127.0.0.1:8080/apply",
        newsletter: { form: { action: "http://localhost:9000/subscribe", field: "email" } },
        challenge: {
          provider: "turnstile",
          siteKey: "1x00000000000000000000AA",
          script: "https://cdn.jsdelivr.net/npm/turnstile/api.js",
        },
      },
      null,
      2,
    );
    const found = one("site.json", text);
    expect(found.map((line) => line.split("  ").slice(0, 3).join(" "))).toEqual([
      "data/site.json:2:26 error applicationEndpoint",
      "data/site.json:2:26 error applicationEndpoint",
      "data/site.json:5:17 error newsletter.form.action",
      "data/site.json:5:17 error newsletter.form.action",
      "data/site.json:11:16 error challenge.siteKey",
      "data/site.json:12:15 error challenge.script",
    ]);
    expect(found.join("\n")).toContain("is not https");
    expect(found.join("\n")).toContain("a loopback or private-network address");
    expect(found.join("\n")).toContain("published test keys");
    expect(found.join("\n")).toContain("not the provider's https://challenges.cloudflare.com");
  });
});

describe("the testimonials' headings", () => {
  it("are listed as sample wording while the section is marked", () => {
    const text =
      '{\n  "testimonials": { "eyebrow": "What clients say", "title": "What founders say", "sample": true, "items": [] }\n}\n';
    const found = findPlaceholders([{ path: "landing.json", text }], "data/", "error");
    expect(found.map(formatProblem)).toEqual([
      "data/landing.json:2:92  error  testimonials.sample  this is the testimonials' sample headings (they say clients " +
        'speak for the studio), marked "sample": put the studio\'s own `eyebrow` and `title` for the testimonials, then ' +
        'remove `"sample": true`; or remove the section\'s testimonials',
    ]);
    expect(found.every(blocksGoLive)).toBe(true);
  });
});

describe("the go-live check's messages and positions", () => {
  const messages = (path: string, text: string) => findPlaceholders([{ path, text }], "data/").map((p) => p.message);
  const note = (text: string) => messages("landing.json", JSON.stringify({ note: text }));
  const bracket = (quoted: string, match = "[start date]") =>
    `"${quoted}" has a bracketed stand-in, "${match}": ${bracketFix}`;

  it("quotes a long value around its stand-in: 50 characters either side, spaces folded, … where it is cut", () => {
    const [a, d, e] = ["a", "d", "e"].map((letter) => (count: number) => letter.repeat(count));
    expect(note(`${a!(56)}  b [start date] c  ${d!(56)}`)).toEqual([bracket(`…${a!(46)} b [start date] c ${d!(46)}…`)]);
    expect(note(`Starts [start date], ${e!(110)}`)).toEqual([bracket(`Starts [start date], ${e!(48)}…`)]);
    expect(note(`${e!(110)} ends [start date]`)).toEqual([bracket(`…${e!(44)} ends [start date]`)]);
    // 120 characters are quoted whole.
    const whole = `${"f".repeat(60)}[start date]${"g".repeat(48)}`;
    expect(note(whole)).toEqual([bracket(whole)]);
  });

  it("says a whole value with spaces around its stand-in *is* the stand-in", () => {
    expect(note("  Your name  ")).toEqual(['"  Your name  " is a stand-in name: put the real name']);
  });

  it("points at the stand-in in a value, or at the value where the file writes an escape before it", () => {
    const text = [
      "{",
      '  "before": "a\\"[start date]",',
      '  "after": "On [start date] he said \\"hi\\"",',
      '  "unicode": "\\u20b9X,XXX a month"',
      "}",
    ].join("\n");
    const found = findPlaceholders([{ path: "landing.json", text }], "data/");
    expect(found.map((p) => `${p.line}:${p.column} ${p.field}`)).toEqual(["2:13 before", "3:16 after", "4:14 unicode"]);
  });

  it("quotes the line of a post's body its stand-in is on, cut around it when long", () => {
    const text = [
      "{",
      '  "title": "A post",',
      '  "publishedAt": "2025-01-01"',
      "}",
      "First line.",
      "",
      `${"h".repeat(60)} [client name] ${"i".repeat(60)}`,
      "Ends [client name]",
    ].join("\n");
    const found = findPlaceholders([{ path: "posts/long.md", text }], "data/", "error");
    expect(found.map((p) => `${p.line}:${p.column} ${p.severity} ${p.field}`)).toEqual([
      "7:62 error body",
      "8:6 error body",
    ]);
    expect(found.map((p) => p.message)).toEqual([
      bracket(`…${"h".repeat(49)} [client name] ${"i".repeat(49)}…`, "[client name]"),
      bracket("Ends [client name]", "[client name]"),
    ]);
  });

  it("reads a post's body when its front matter does not parse, and an HTML body as body even if it starts like JSON", () => {
    const broken = '{\n  "title": oops\n}\nBody [client name] here.';
    expect(
      findPlaceholders([{ path: "posts/broken.md", text: broken }], "data/").map(
        (p) => `${p.line}:${p.column} ${p.field}`,
      ),
    ).toEqual(["4:6 body"]);
    const html = '{\n  "title": "[not front matter]"\n}\n<p>Text.</p>';
    expect(
      findPlaceholders([{ path: "posts/page.html", text: html }], "data/").map((p) => `${p.line} ${p.field}`),
    ).toEqual(["2 body"]);
  });

  it("leaves broken JSON to the data check, and reads only posts among Markdown files", () => {
    expect(findPlaceholders([{ path: "landing.json", text: '{ "seats": "[number of seats]"' }], "data/")).toEqual([]);
    expect(findPlaceholders([{ path: "notes.md", text: "Starts [start date]." }], "data/")).toEqual([]);
  });

  it("reads the test-only values and the endpoint advice in site.json only, whatever site.json holds", () => {
    const landing = '{\n  "applicationEndpoint": "http://formspree.io/f/abc"\n}\n';
    expect(findPlaceholders([{ path: "landing.json", text: landing }], "data/")).toEqual([]);
    for (const text of ["null", "[]", '"text"', "7"]) {
      const found = findPlaceholders([{ path: "site.json", text }], "data/");
      expect(found.filter(blocksGoLive), text).toEqual([]);
    }
  });

  it("orders the findings of one line by column", () => {
    const text = '{\n  "a": null, "b": "[start date]"\n}\n';
    const found = findPlaceholders([{ path: "landing.json", text }], "data/");
    expect(found.map((p) => `${p.line}:${p.column} ${p.severity} ${p.field}`)).toEqual([
      "2:8 info a",
      "2:20 warning b",
    ]);
  });

  it("counts one placeholder in the singular", () => {
    const found = findPlaceholders([{ path: "landing.json", text: '{\n  "seats": "[number of seats]"\n}\n' }], "data/");
    expect(goLiveReport(found, formatProblem).split("\n")[0]).toBe(
      "Go-live check: 1 placeholder and sample item in the data, to replace before the site goes live (see docs/going-live.md):",
    );
  });
});
