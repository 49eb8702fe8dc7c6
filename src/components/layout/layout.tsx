// The shell every page shares: skip link, header, main landmark and footer.
import { useEffect, type ReactNode } from "react";
import { addBodyFont } from "../../site/body-font.ts";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

/** The shell every page shares: skip link, header, main landmark, footer. */
export function Layout({ children }: { children: ReactNode }) {
  useEffect(addBodyFont, []);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
