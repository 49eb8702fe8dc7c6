// The route records name page modules that exist and export the component named after the file: loading a page's
// code, as the prerender and the browser do, fails naming the record's mistake otherwise.
import { describe, expect, it } from "vitest";
import { preloadPage } from "../../src/app/page-components.tsx";
import { routeRecords } from "../../src/content/shared/routes.ts";

describe("the route records' page modules", () => {
  for (const route of routeRecords)
    it(`${route.id} (${route.component ?? "in the main bundle"}) loads`, async () => {
      await expect(preloadPage(route.id)).resolves.toBeUndefined();
    });
});
