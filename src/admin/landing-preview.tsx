// The landing page's preview: the home page's sections drawn by the site's own components (src/routes/home/), from
// the form's landing.json turned into the view the page renders (`landingView`), with the site's facts (contact
// address, founder, booking page) and the library's counts loaded from their files. No application dialog: it opens
// only on a visitor's tap.
import { MemoryRouter } from "react-router-dom";
import { landingView } from "../content/home/client/landing-copy.ts";
import type { LibrarySummary } from "../content/pages/page-data.ts";
import { paths } from "../content/shared/paths.ts";
import { slugify } from "../content/shared/slug.ts";
import type { Landing } from "../content/shared/types.ts";
import { LandingSections, type LandingFacts } from "../routes/home/landing-sections.tsx";

/** How many categories the landing page links to by name (as src/content/home/home-page.ts). */
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

/**
 * The landing page's sections for the form's data. It throws (here or while rendering) when the form holds what the
 * page cannot draw yet, e.g. a list item just added whose fields are still empty: the template then shows a note.
 */
export function landingPreview(landing: Partial<Landing>, facts: LandingFacts, library: LibrarySummary) {
  return (
    <MemoryRouter>
      <div className="home">
        <LandingSections
          landing={landingView(landing as Landing, facts.email)}
          library={library}
          facts={facts}
          onApply={ignore}
          applyButton={null}
        />
      </div>
    </MemoryRouter>
  );
}
