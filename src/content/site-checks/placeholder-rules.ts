// The values the site ships as placeholders, one rule each: what gives a placeholder away, and what to put there.
// The go-live check (go-live.ts) reports every string in data/*.json that a rule matches. Add a rule here when
// the site ships a new placeholder.

export interface PlaceholderRule {
  /** What the placeholder is, e.g. "an `.example` address". */
  name: string;
  /** True for a value that is (or contains) this placeholder. `field` is the dotted path, e.g. `founder.name`. */
  matches: (value: string, field: string) => boolean;
  /** What to put there instead. */
  replaceWith: string;
}

/** `.example` is reserved (RFC 2606): no address under it ever resolves, so every link and share would be dead. */
const reservedDomain = /(?:^|[/@.])[a-z0-9-]+\.example(?:$|[/:?#])|(?:^|[/@.])example\.(?:com|org|net)(?:$|[/:?#])/i;

/** The repository data/site.json ships for the content manager (`cms.repo`), until the owner names theirs. */
const placeholderRepository = "your-github-account/your-site-repository";

export const placeholderRules: readonly PlaceholderRule[] = [
  {
    name: "an `.example` address",
    matches: (value) => reservedDomain.test(value),
    replaceWith: "your real address (a domain you own, a real mailbox or profile); `.example` never resolves",
  },
  {
    name: "the placeholder founder name",
    matches: (value) => value.trim() === "Founder Name",
    replaceWith: "the founder's real name",
  },
  {
    name: "the placeholder portrait",
    matches: (value) => value === "/images/founder-portrait.svg",
    replaceWith:
      "the path of a photo of the founder (save it in public/images/, e.g. /images/founder.jpg, 480×600 or larger)",
  },
  {
    name: "an owner's field still to fill in",
    // A fact only the owner knows, written as `[what goes here]` alone or inside a sentence: a short lower-case
    // phrase in brackets; not a bracketed sentence such as the shortened mail's note, nor a Markdown link `[text](…)`.
    matches: (value) => /\[[a-z][^\].:[]{0,80}\](?!\()/.test(value),
    replaceWith:
      "the fact the brackets describe, or null while it is not announced yet (the page then says so; the site states nothing it does not know)",
  },
  {
    name: "the placeholder repository of the content manager",
    matches: (value, field) => field === "cms.repo" && value === placeholderRepository,
    replaceWith: "the site's GitHub repository as `owner/name` (docs/editing.md)",
  },
  {
    name: "the placeholder stipend",
    matches: (value) => /X,XXX/.test(value),
    replaceWith: 'the stipend fellows are paid, as an amount or a range, e.g. "₹8,000–₹12,000 a month"',
  },
];
