import { useEffect, useState } from "react";
import { site } from "../../site/site.ts";
import type { HomeData } from "../../content/shared/page-data.ts";
import { AboutSection } from "./about-section.tsx";
import { CaseNoteSection } from "./case-note-section.tsx";
import { ContactSection } from "./contact-section.tsx";
import { FellowshipSection } from "./fellowship-section.tsx";
import { FounderSection } from "./founder-section.tsx";
import { HeroSection } from "./hero-section.tsx";
import { LibrarySection } from "./library-section.tsx";
import { NewsletterSection } from "./newsletter-section.tsx";
import { ServicesSection } from "./services-section.tsx";
import { TestimonialsSection } from "./testimonials-section.tsx";
import { applyHash } from "./apply-hash.ts";
import { useApplyDialog } from "./use-apply-dialog.ts";
import "./home.css";

// The application (dialog, form, mail builder) is not needed to show the page: it loads in its own chunk when a
// visitor shows they may want it (a pointer over, a touch on, or focus on an Apply link), so the page's own download
// stays within the JavaScript budget and the chunk is there by the time the tap lands. Asked for before the app runs
// (a shared /#apply link, an early tap), src/boot.ts fetches it with the app.
const loadApplication = () => import("./fellowship-application.tsx");
type Application = Awaited<ReturnType<typeof loadApplication>>["FellowshipApplication"];
/** The application's component, once its chunk has run. */
let FellowshipApplication: Application | undefined;

/**
 * Whether the application is asked for and its component is there, loading it once asked for. Not `React.lazy`
 * in a Suspense boundary: React reveals a boundary's resolved content no sooner than 300 ms after its fallback,
 * so even a chunk already fetched would open the dialog that much later.
 */
function useApplicationLoaded(requested: boolean): boolean {
  const [loaded, setLoaded] = useState(FellowshipApplication !== undefined);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (!requested || loaded) return;
    let current = true;
    loadApplication().then(
      (module) => {
        FellowshipApplication = module.FellowshipApplication;
        if (current) setLoaded(true);
      },
      (error: unknown) => {
        if (current) setFailure(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return () => {
      current = false;
    };
  }, [requested, loaded]);
  // Thrown while rendering, so the page's error boundary shows it, as it would a page chunk that fails to load.
  if (failure) throw failure;
  return requested && loaded;
}

const intentEvents = ["pointerover", "touchstart", "focusin"] as const;

function usePrefetchApplication() {
  useEffect(() => {
    const prefetch = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest(`a[href$="${applyHash}"]`)) return;
      // A failure here is shown when the application is asked for (useApplicationLoaded), not twice.
      loadApplication().catch(() => undefined);
      for (const name of intentEvents) document.removeEventListener(name, prefetch);
    };
    for (const name of intentEvents) document.addEventListener(name, prefetch, { passive: true });
    return () => {
      for (const name of intentEvents) document.removeEventListener(name, prefetch);
    };
  }, []);
}

export function HomePage({ data }: { data: HomeData }) {
  const { landing } = data;
  const dialog = useApplyDialog();
  usePrefetchApplication();
  const applicationLoaded = useApplicationLoaded(dialog.requested);
  return (
    <div className="home">
      <HeroSection hero={landing.hero} onApply={dialog.show} />
      <AboutSection about={landing.about} />
      <FounderSection founder={landing.founder} person={site.founder} />
      <TestimonialsSection testimonials={landing.testimonials} />
      {landing.caseNote ? <CaseNoteSection note={landing.caseNote} /> : null}
      <ServicesSection services={landing.services} bookingUrl={site.bookingUrl} />
      <FellowshipSection
        fellowship={landing.fellowship}
        newsletterUrl={site.newsletterUrl}
        onApply={dialog.show}
        applyButton={dialog.applyButton}
      />
      <LibrarySection copy={landing.library} library={data.library} />
      <ContactSection contact={landing.contact} email={site.email} onApply={dialog.show} />
      {site.newsletter ? <NewsletterSection form={site.newsletter.form} /> : null}
      {applicationLoaded && FellowshipApplication ? (
        <FellowshipApplication
          open={dialog.open}
          onClose={dialog.closed}
          copy={landing.application}
          label={landing.fellowship.eyebrow}
          replyPromise={landing.contact.replyPromise}
          to={site.email}
          endpoint={site.applicationEndpoint}
        />
      ) : null}
    </div>
  );
}
