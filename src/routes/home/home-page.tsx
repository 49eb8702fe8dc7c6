import { lazy, Suspense, useEffect } from "react";
import { site } from "../../site/site.ts";
import type { HomeData } from "../../content/shared/page-data.ts";
import { AboutSection } from "./about-section.tsx";
import { ContactSection } from "./contact-section.tsx";
import { FellowshipSection } from "./fellowship-section.tsx";
import { FounderSection } from "./founder-section.tsx";
import { HeroSection } from "./hero-section.tsx";
import { LibrarySection } from "./library-section.tsx";
import { ServicesSection } from "./services-section.tsx";
import { TestimonialsSection } from "./testimonials-section.tsx";
import { applyHash, useApplyDialog } from "./use-apply-dialog.ts";
import "./home.css";

// The application (dialog, form, mail builder) is not needed to show the page: it loads in its own chunk when a
// visitor shows they may want it (a pointer over, a touch on, or focus on an Apply link), so the page's own download
// stays within the JavaScript budget and the chunk is there by the time the tap lands.
const loadApplication = () => import("./fellowship-application.tsx");
const FellowshipApplication = lazy(() =>
  loadApplication().then((module) => ({ default: module.FellowshipApplication })),
);

const intentEvents = ["pointerover", "touchstart", "focusin"] as const;

function usePrefetchApplication() {
  useEffect(() => {
    const prefetch = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest(`a[href$="${applyHash}"]`)) return;
      void loadApplication();
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
  return (
    <div className="home">
      <HeroSection hero={landing.hero} onApply={dialog.show} />
      <AboutSection about={landing.about} />
      <FounderSection founder={landing.founder} person={site.founder} />
      <TestimonialsSection testimonials={landing.testimonials} />
      <ServicesSection services={landing.services} bookingUrl={site.bookingUrl} />
      <FellowshipSection fellowship={landing.fellowship} onApply={dialog.show} applyButton={dialog.applyButton} />
      <LibrarySection copy={landing.library} library={data.library} />
      <ContactSection contact={landing.contact} email={site.email} onApply={dialog.show} />
      {dialog.requested ? (
        <Suspense fallback={null}>
          <FellowshipApplication
            open={dialog.open}
            onClose={dialog.closed}
            copy={landing.application}
            label={landing.fellowship.eyebrow}
            replyPromise={landing.contact.replyPromise}
            to={site.email}
            endpoint={site.applicationEndpoint}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
