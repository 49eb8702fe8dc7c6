// The placeholders only their own field gives away, one rule each: what gives it away, and what to put there. The
// go-live check (go-live.ts) reports every string in data/ that a rule matches; every other stand-in (brackets,
// `₹X,XXX`, TBD, `.example` and local addresses, the stand-in portrait) is the grammar's (stand-in-grammar.ts).

export interface PlaceholderRule {
  /** What the placeholder is, e.g. "an `.example` address". */
  name: string;
  /** True for a value that is (or contains) this placeholder. `field` is the dotted path, e.g. `founder.name`. */
  matches: (value: string, field: string) => boolean;
  /** What to put there instead. */
  replaceWith: string;
}

/** The repository data/site.json ships for the content manager (`cms.repo`), until the owner names theirs. */
const placeholderRepository = "your-github-account/your-site-repository";

export const placeholderRules: readonly PlaceholderRule[] = [
  {
    name: "the placeholder founder name",
    matches: (value) => /^\s*founder\s+name\s*$/i.test(value),
    replaceWith: "the founder's real name",
  },
  {
    name: "the placeholder repository of the content manager",
    matches: (value, field) => field === "cms.repo" && value === placeholderRepository,
    replaceWith: "the site's GitHub repository as `owner/name` (docs/editing.md)",
  },
];
