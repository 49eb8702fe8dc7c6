// Sample content: the objects in data/*.json marked `"sample": true`, copy the studio has not confirmed (testimonials,
// the founder's biography, track-record sentences, statistics without a source). The go-live check lists each one.
import type { JsonPath } from "../checking/problems.ts";

/** What a marked object is, by its dotted path, and what the owner should do about it. */
interface SampleKind {
  at: RegExp;
  name: string;
  fix: string;
}

const remove = 'then remove `"sample": true`';

const sampleKinds: readonly SampleKind[] = [
  {
    at: /^testimonials\.items\[\d+\]$/,
    name: "a sample testimonial",
    fix: `a client's real words, role and kind of company (with their consent), ${remove}; or remove the testimonial`,
  },
  {
    at: /^testimonials$/,
    name: "the testimonials' sample headings (they say clients speak for the studio)",
    fix: `the studio's own \`eyebrow\` and \`title\` for the testimonials, ${remove}; or remove the section's testimonials`,
  },
  {
    at: /^founder$/,
    name: "the founder's sample biography",
    fix: `the founder's own bio in \`bio\`, ${remove}`,
  },
  {
    at: /^founder\.stats\[\d+\]$/,
    name: "a sample track-record sentence",
    fix: `the founder's own words for what the figure counts in \`label\` (keep the figure), ${remove}`,
  },
  {
    at: /^about$/,
    name: "sample wording of the studio's method (the about section's paragraphs)",
    fix: `the studio's own words for how it works in \`paragraphs\`, ${remove}`,
  },
  {
    at: /^services\.items\[\d+\]$/,
    name: "a service's sample wording (its description and deliverables)",
    fix: `the studio's own description and deliverables of the service, ${remove}`,
  },
  {
    at: /^services\.engagement$/,
    name: "the sample steps of an engagement",
    fix: `the studio's own steps in \`steps\`, ${remove}; or remove \`engagement\``,
  },
  {
    at: /^caseNote$/,
    name: "a sample case note, not one of the studio's own rewrites",
    fix: `a line the studio rewrote (with the client's consent): \`before\`, the buyers' \`phrases\` and \`after\`, ${remove}; or remove \`caseNote\``,
  },
  {
    at: /\.stats\[\d+\]$/,
    name: "a statistic without a source",
    fix: `its \`source\` (name, year and link, e.g. { "name": "Gartner", "year": 2024, "url": "https://…" }), ${remove}; or remove the statistic`,
  },
];

const fallback: SampleKind = { at: /.*/, name: "sample content", fix: `the studio's own copy, ${remove}` };

/** Every `"sample": true` in `value`: the path of its `sample` key and the dotted path of the object it marks. */
export function* sampleMarks(value: unknown, path: JsonPath = []): Generator<JsonPath> {
  if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* sampleMarks(item, [...path, index]);
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key === "sample" && item === true) yield [...path, key];
      else yield* sampleMarks(item, [...path, key]);
    }
  }
}

/** What the object at dotted `field` is, as sample content. */
export function sampleKind(field: string): SampleKind {
  return sampleKinds.find((kind) => kind.at.test(field)) ?? fallback;
}
