// The landing page's preview: the home page's sections drawn by the site's own components (src/routes/home/), from
// the form's landing.json turned into the view the page renders (`landingView`), with the site's facts (contact
// address, founder, booking page) and the library's counts loaded from their files. No application dialog: it opens
// only on a visitor's tap.
import { MemoryRouter } from "react-router-dom";
import { landingView, type LandingView } from "../content/shared/landing-copy.ts";
import type { LibrarySummary } from "../content/shared/page-data.ts";
import { paths } from "../content/shared/paths.ts";
import { slugify } from "../content/shared/slug.ts";
import type { Landing, Site } from "../content/shared/types.ts";
import { AboutSection } from "../routes/home/about-section.tsx";
import { CaseNoteSection } from "../routes/home/case-note-section.tsx";
import { ContactSection } from "../routes/home/contact-section.tsx";
import { FellowshipSection } from "../routes/home/fellowship-section.tsx";
import { FounderSection } from "../routes/home/founder-section.tsx";
import { HeroSection } from "../routes/home/hero-section.tsx";
import { LibrarySection } from "../routes/home/library-section.tsx";
import { ServicesSection } from "../routes/home/services-section.tsx";
import { TestimonialsSection } from "../routes/home/testimonials-section.tsx";

/** The site's facts the landing page shows: whom the mail buttons write to, the founder, the booking page. */
export type LandingFacts = Pick<Site, "email" | "founder" | "newsletterUrl"> & { bookingUrl?: string | undefined };

/** How many categories the landing page links to by name (as src/content/pages/home-page.ts). */
const featuredCategories = 3;

/** The library's counts from the categories file as written (the build counts the same from the loaded content). */
export function librarySummaryOf(categories: ReadonlyArray<{ name?: string; slug?: string; videos?: unknown[] }>) {
  return {
    talks: categories.reduce((sum, category) => sum + (category.videos?.length ?? 0), 0),
    categories: categories.length,
    featured: categories.slice(0, featuredCategories).map((category) => ({
      name: category.name ?? "",
      href: paths.category(category.slug || slugify(category.name ?? "")),
      talks: category.videos?.length ?? 0,
    })),
  } satisfies LibrarySummary;
}

const ignore = () => undefined;

/** The home page's sections, in page order, as src/routes/home/home-page.tsx draws them. */
function LandingSections({
  view,
  facts,
  library,
}: {
  view: LandingView;
  facts: LandingFacts;
  library: LibrarySummary;
}) {
  return (
    <MemoryRouter>
      <div className="home">
        <HeroSection hero={view.hero} onApply={ignore} />
        <AboutSection about={view.about} />
        <FounderSection founder={view.founder} person={facts.founder} />
        <TestimonialsSection testimonials={view.testimonials} />
        {view.caseNote ? <CaseNoteSection note={view.caseNote} /> : null}
        <ServicesSection services={view.services} bookingUrl={facts.bookingUrl} />
        <FellowshipSection
          fellowship={view.fellowship}
          newsletterUrl={facts.newsletterUrl}
          onApply={ignore}
          applyButton={null}
        />
        <LibrarySection copy={view.library} library={library} />
        <ContactSection contact={view.contact} email={facts.email} onApply={ignore} />
      </div>
    </MemoryRouter>
  );
}

/**
 * The landing page's sections for the form's data. It throws (here or while rendering) when the form holds what the
 * page cannot draw yet, e.g. a list item just added whose fields are still empty: the template then shows a note.
 */
export function landingPreview(landing: Partial<Landing>, facts: LandingFacts, library: LibrarySummary) {
  return <LandingSections view={landingView(landing as Landing, facts.email)} facts={facts} library={library} />;
}
