import type { MailLink } from "../../../content/home/client/landing-copy.ts";
import { track } from "../../../site/analytics.ts";

interface Props {
  link: MailLink;
  /** `text`: a link that reads as text, for a secondary action beside the section's one button. */
  variant?: "primary" | "ghost" | "light" | "text";
  /** A founder's call to action: a click is recorded as "Founder call" (when analytics is set). */
  founderCall?: boolean;
}

/** A contact button: a real link to a prepared mail draft, so it also works before the page's script runs. */
export function MailButton({ link, variant = "ghost", founderCall = false }: Props) {
  const className = variant === "text" ? "text-link" : variant === "primary" ? "button" : `button button--${variant}`;
  return (
    <a
      className={className}
      href={link.href}
      onClick={founderCall ? () => track("Founder call", { via: "mail" }) : undefined}
    >
      {link.label}
    </a>
  );
}
