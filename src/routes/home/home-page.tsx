import { memo, useEffect, type MouseEvent, type Ref } from "react";
import { site } from "../../site/site.ts";
import type { HomeData } from "../../content/pages/page-data.ts";
import { ApplicationDialog, loadApplication } from "./application/application-dialog.tsx";
import { LandingSections } from "./landing-sections.tsx";
import { applyHash } from "../../content/shared/apply-hash.ts";
import { useApplyDialog } from "./application/use-apply-dialog.ts";
import "./home.css";

// The application's form (its fields, draft and mail builder) is not needed to show the page: it has its own chunk,
// fetched when a visitor shows they may want it (a pointer over, a touch on, or focus on an Apply link), so the
// page's own download stays within the JavaScript budget. Its dialog and summary come with the page, so a tap opens
// it at once (application-dialog.tsx). The home route record names it as the part loaded early, before the app runs,
// when the page opens at #apply (src/content/shared/routes.ts).
const intentEvents = ["pointerover", "touchstart", "focusin"] as const;

function usePrefetchApplication() {
  useEffect(() => {
    const prefetch = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest(`a[href$="${applyHash}"]`)) return;
      // A failure here is shown when the application is asked for (application-dialog.tsx), not twice.
      loadApplication().catch(() => undefined);
      for (const name of intentEvents) document.removeEventListener(name, prefetch);
    };
    for (const name of intentEvents) document.addEventListener(name, prefetch, { passive: true });
    return () => {
      for (const name of intentEvents) document.removeEventListener(name, prefetch);
    };
  }, []);
}

interface SectionsProps {
  data: HomeData;
  onApply: (event: MouseEvent<HTMLElement>) => void;
  applyButton: Ref<HTMLAnchorElement>;
}

/** The page's sections. Memoised: opening the dialog renders the dialog, not the whole page again. */
const HomeSections = memo(function HomeSections({ data, onApply, applyButton }: SectionsProps) {
  return (
    <LandingSections
      landing={data.landing}
      library={data.library}
      facts={site}
      onApply={onApply}
      applyButton={applyButton}
    />
  );
});

export function HomePage({ data }: { data: HomeData }) {
  const { landing } = data;
  const dialog = useApplyDialog();
  usePrefetchApplication();
  return (
    <div className="home">
      <HomeSections data={data} onApply={dialog.show} applyButton={dialog.applyButton} />
      {dialog.requested ? (
        <ApplicationDialog
          open={dialog.open}
          onClose={dialog.closed}
          copy={landing.application}
          label={landing.fellowship.eyebrow}
          replyPromise={landing.contact.replyPromise}
          to={site.email}
          endpoint={site.applicationEndpoint}
          challenge={site.challenge}
        />
      ) : null}
    </div>
  );
}
