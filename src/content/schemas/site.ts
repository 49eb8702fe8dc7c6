// The Zod schema of data/site.json: the site's facts (name, canonical URL, contact, links, settings).
import { z } from "zod";
import { httpsUrl, line, maxLength, schemaRef, text } from "./common.ts";

/**
 * The site's address as a plain origin with an optional path of URL-safe segments: it is written into every page
 * (links, icons, canonical URLs) by tools that do not all escape it, so nothing in it may need escaping.
 */
const hostLabel = String.raw`[a-z0-9](?:[a-z0-9-]*[a-z0-9])?`;
const pathSegment = String.raw`[A-Za-z0-9_~-][A-Za-z0-9._~-]*`;
const plainSiteUrl = new RegExp(
  String.raw`^https:\/\/${hostLabel}(?:\.${hostLabel})*(?::[0-9]{1,5})?(?:\/(?:${pathSegment}\/)*(?:${pathSegment})?)?$`,
);

const socialLinkSchema = z.strictObject({
  label: text("the link's visible name, e.g. `LinkedIn`", maxLength.name),
  url: httpsUrl("the profile address"),
});

const localHosts = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** An https address, or plain http for a local test server only; never with a user name or password. */
const localOrHttpsUrl = (what: string, example: string) =>
  z
    .string({ error: `expected ${what} as an address in double quotes` })
    .refine(
      (value) => {
        if (!URL.canParse(value)) return false;
        const url = new URL(value);
        return url.protocol === "https:" || (url.protocol === "http:" && localHosts.has(url.hostname));
      },
      { error: `expected a full https:// address, e.g. \`${example}\` (http:// only for 127.0.0.1 or localhost)` },
    )
    .refine((value) => !URL.canParse(value) || (new URL(value).username === "" && new URL(value).password === ""), {
      error: "expected an address without a user name or password: the page shows it to every visitor",
    });

/** An origin (scheme, host, port; no path): https, or http only for a local test server. */
const localOrHttpsOrigin = (what: string, example: string) =>
  localOrHttpsUrl(what, example).refine((value) => !URL.canParse(value) || new URL(value).origin === value, {
    error: `expected ${what} as an origin only (scheme and host, no path or trailing slash), e.g. \`${example}\``,
  });

/** Where the fellowship form posts applications (Formspree's protocol). Plain http only for a local test server. */
const applicationEndpoint = localOrHttpsUrl("the application endpoint", "https://formspree.io/f/abcdwxyz");

/** A privacy-friendly, cookie-free analytics service (docs/going-live.md, docs/decisions/0043-analytics.md). */
const analytics = z
  .strictObject({
    provider: z
      .enum(["plausible", "umami"], { error: "expected the provider `plausible` or `umami`" })
      .describe("The analytics service: `plausible` or `umami`."),
    script: localOrHttpsUrl("the address of the provider's script", "https://plausible.io/js/script.js").describe(
      "The address of the provider's script; the CSP allows exactly its origin.",
    ),
    site: text(
      "the site's name at the provider (Plausible: its domain; Umami: the website id)",
      maxLength.name,
    ).describe("Plausible: the site's domain as registered there, e.g. `example.com`. Umami: the website id."),
  })
  .describe("Page views and three events (docs/going-live.md). Without it no request leaves the site.");

/** A challenge the form service verifies with its own secret (docs/going-live.md §3, decision 59). */
const challenge = z
  .strictObject({
    provider: z
      .enum(["turnstile", "hcaptcha"], { error: "expected the provider `turnstile` or `hcaptcha`" })
      .describe("The challenge: `turnstile` (Cloudflare Turnstile) or `hcaptcha`."),
    siteKey: z
      .string({ error: "expected the widget's site key in double quotes" })
      .regex(/^[A-Za-z0-9_-]{8,100}$/, {
        error: "expected the site key the provider's dashboard shows (letters, digits, `-` and `_`), not the secret",
      })
      .describe("The widget's public site key (the secret key goes into the form service's settings, never here)."),
    script: localOrHttpsUrl(
      "the address of the provider's script",
      "https://challenges.cloudflare.com/turnstile/v0/api.js",
    )
      .optional()
      .describe("Only for tests: a stand-in of the provider's script; the CSP then allows exactly its origin."),
  })
  .describe(
    "A Turnstile or hCaptcha widget above Submit when `applicationEndpoint` is set; its token is posted with the " +
      "application and the form service checks it (docs/going-live.md). Without it, no request leaves for it.",
  );

/** The newsletter's sign-up as a plain HTML form posting to the provider (docs/going-live.md); the link otherwise. */
const newsletter = z
  .strictObject({
    form: z
      .strictObject({
        action: localOrHttpsUrl(
          "the provider's form address",
          "https://buttondown.com/api/emails/embed-subscribe/your-name",
        ).describe(
          "The address the provider's embed form posts to; the CSP's `form-action` allows exactly its origin.",
        ),
        field: z
          .string({ error: "expected the name of the provider's email field in double quotes, e.g. `email`" })
          .regex(/^[A-Za-z_][A-Za-z0-9_.[\]-]{0,63}$/, {
            error: "expected the name of the provider's email field, e.g. `email` (Buttondown) or `EMAIL` (Mailchimp)",
          })
          .describe("The `name` of the email field in the provider's embed form: `email` for Buttondown."),
        confirmationOrigin: localOrHttpsOrigin(
          "the origin of the provider's confirmation page",
          "https://buttondown.com",
        )
          .optional()
          .describe(
            "Only when the provider answers the sign-up with a redirect to another host (its confirmation page): that " +
              "host's origin, which the CSP's `form-action` then allows too; without it the browser blocks the page.",
          ),
      })
      .describe("The provider's embed form: where it posts and the name of its email field."),
  })
  .describe(
    "The newsletter's sign-up form, shown after each post, on the home page and on the not-found page instead of " +
      "the `newsletterUrl` link (docs/going-live.md). Without it, the link.",
  );

/** Where the content manager at /admin/ edits in production: the site's GitHub repository (docs/editing.md). */
const cms = z
  .strictObject({
    repo: z
      .string({ error: "expected the repository as `owner/name` in double quotes" })
      .regex(/^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/, {
        error: "expected the GitHub repository as `owner/name`, e.g. `first-principles/website`",
      })
      .describe("The site's GitHub repository as `owner/name`, where each change opens a pull request."),
    branch: text("the branch the site deploys from, e.g. `main`", maxLength.short),
    baseUrl: httpsUrl("your OAuth server's address, when editors sign in through your own (not Netlify's)")
      .optional()
      .describe("The address of your own OAuth server for the GitHub sign-in; without it, Netlify's is used."),
  })
  .describe("The content manager's GitHub repository and branch (docs/editing.md); /admin/ cannot sign in without it.");

export const siteSchema = z.strictObject({
  $schema: schemaRef,
  name: text("the site name", maxLength.name),
  tagline: text("a one-line tagline", maxLength.title),
  description: text("the default meta description (under 160 characters)").pipe(
    z.string().max(200, { error: "expected a description of at most 200 characters" }),
  ),
  url: httpsUrl("the canonical site address, e.g. `https://example.com/` or `https://example.github.io/site/`")
    .refine((value) => !URL.canParse(value) || (new URL(value).search === "" && new URL(value).hash === ""), {
      error: "expected a site address without `?query` or `#hash`",
      abort: true,
    })
    .refine((value) => !URL.canParse(value) || plainSiteUrl.test(value), {
      error:
        "expected the site address as a plain origin with an optional path, e.g. `https://example.com/` or " +
        "`https://example.github.io/site/`: lower-case host, no user name, and path segments of letters, digits, " +
        "`-`, `_`, `.` and `~` only",
    }),
  email: z.email({ error: "expected the contact address as an email, e.g. `hello@example.com`" }),
  founder: z.strictObject({
    name: text("the founder's name", maxLength.name),
    role: text("the founder's role, e.g. `Founder`", maxLength.name),
  }),
  newsletterUrl: httpsUrl("the newsletter address"),
  newsletter: newsletter.optional(),
  copyright: line("the footer's copyright line, e.g. `© 2025 First Principles. All rights reserved.`"),
  social: z.array(socialLinkSchema, { error: "expected a list of social links" }),
  applicationEndpoint: applicationEndpoint.optional(),
  challenge: challenge.optional(),
  bookingUrl: httpsUrl("the booking page's address, e.g. `https://cal.com/your-name/intro`")
    .optional()
    .describe("Where founders book a call (Cal.com, Calendly, …). Without it, the founders' call opens a mail draft."),
  analytics: analytics.optional(),
  blogPageSize: z
    .number({ error: "expected the number of posts per blog page" })
    .int({ error: "expected a whole number of posts per blog page" })
    .min(2, { error: "expected at least 2 posts per blog page" })
    .max(100, { error: "expected at most 100 posts per blog page" }),
  feedLimit: z
    .number({ error: "expected how many posts the feed carries" })
    .int({ error: "expected a whole number for the feed limit" })
    .min(1, { error: "expected a feed limit of at least 1" }),
  cms: cms.optional(),
});

export type SiteInput = z.infer<typeof siteSchema>;
