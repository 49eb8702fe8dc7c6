import type { MailLink } from "../../content/shared/landing-copy.ts";

/** A contact button: a real link to a prepared mail draft, so it also works before the page's script runs. */
export function MailButton({ link, variant = "ghost" }: { link: MailLink; variant?: "primary" | "ghost" | "light" }) {
  const modifier = variant === "primary" ? "" : ` button--${variant}`;
  return (
    <a className={`button${modifier}`} href={link.href}>
      {link.label}
    </a>
  );
}
