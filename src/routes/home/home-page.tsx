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
import { useApplyDialog } from "./use-apply-dialog.ts";
import "./home.css";

// The application (dialog, form, mail builder) is not needed to show the page: it loads in its own chunk,
// fetched while the browser is idle so it is there by the time someone clicks.
const loadApplication = () => import("./fellowship-application.tsx");
const FellowshipApplication = lazy(() =>
  loadApplication().then((module) => ({ default: module.FellowshipApplication })),
);

function usePrefetchApplication() {
  useEffect(() => {
    const prefetch = () => void loadApplication();
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(prefetch, { timeout: 4000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(prefetch, 2000);
    return () => window.clearTimeout(id);
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
