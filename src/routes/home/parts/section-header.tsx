// The header every home page section starts with.
import type { ReactNode } from "react";

/** Eyebrow, h2 title (the section's accessible name) and an optional lead line. */
export function SectionHeader({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <header className="section__header">
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id}>{title}</h2>
      {children}
    </header>
  );
}
