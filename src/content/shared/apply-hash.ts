// The address that opens the fellowship application. Its own module, free of imports, so that src/boot.ts (the
// page's first script) reads the same spelling as the home page without loading anything else.

/**
 * `#apply` opens the application: a link the studio can send to students, and the target of every Apply link on
 * the page, so a tap before the app has hydrated sets the hash and the application opens once it has.
 */
export const applyHash = "#apply";
