// The landing page's sections in page order: drawn by the home page and by the content manager's preview alike.
import type { MouseEvent, Ref } from "react";
import type { LandingView } from "../../content/home/client/landing-copy.ts";
import type { LibrarySummary } from "../../content/pages/page-data.ts";
import type { Site } from "../../content/shared/types.ts";
import { AboutSection } from "./about-section.tsx";
import { BackerSection } from "./backers/backer-section.tsx";
import { CaseNoteSection } from "./case-note-section.tsx";
import { ContactSection } from "./contact-section.tsx";
import { FellowshipSection } from "./fellowship/fellowship-section.tsx";
import { FounderSection } from "./founder-section.tsx";
import { HeroSection } from "./hero-section.tsx";
import { LibrarySection } from "./library-section.tsx";
import { NewsletterSection } from "./newsletter-section.tsx";
import { ServicesSection } from "./services-section.tsx";
import { TestimonialsSection } from "./testimonials-section.tsx";

/** The site's facts the landing page shows: the contact address, the founder, the newsletter, a booking page. */
export type LandingFacts = Pick<Site, "email" | "founder" | "newsletterUrl"> &
  Partial<Pick<Site, "bookingUrl" | "newsletter">>;

interface Props {
  landing: LandingView;
  library: LibrarySummary;
  facts: LandingFacts;
  onApply: (event: MouseEvent<HTMLElement>) => void;
  applyButton: Ref<HTMLAnchorElement>;
}

export function LandingSections({ landing, library, facts, onApply, applyButton }: Props) {
  return (
    <>
      <HeroSection hero={landing.hero} onApply={onApply} />
      <AboutSection about={landing.about} />
      <FounderSection founder={landing.founder} person={facts.founder} />
      <TestimonialsSection testimonials={landing.testimonials} />
      {landing.caseNote ? <CaseNoteSection note={landing.caseNote} /> : null}
      <ServicesSection services={landing.services} bookingUrl={facts.bookingUrl} />
      <FellowshipSection
        fellowship={landing.fellowship}
        newsletterUrl={facts.newsletterUrl}
        onApply={onApply}
        applyButton={applyButton}
      />
      <BackerSection backer={landing.fellowship.backer} />
      <LibrarySection copy={landing.library} library={library} />
      <ContactSection contact={landing.contact} email={facts.email} onApply={onApply} />
      {facts.newsletter ? <NewsletterSection form={facts.newsletter.form} /> : null}
    </>
  );
}
