// html-validate's settings for the built pages (decision 58): tests/build/html-valid.test.ts checks each page.
// The recommended preset, with these changes, each for markup that is valid HTML:
export default {
  extends: ["html-validate:recommended"],
  rules: {
    // Style, not validity: React writes void elements as `<meta/>`, keeps camel-cased attribute names such as
    // `srcSet` and `dateTime` (HTML attribute names are case-insensitive), and the template's doctype is lower-case.
    "void-style": "off",
    "attr-case": "off",
    "doctype-style": "off",
    // HTML allows any id without spaces: React's useId gives `_R_2e_`, and a heading's anchor starts with its number
    // (`1-the-five-whys`). Relaxed keeps the checks HTML makes (not empty, no whitespace).
    "valid-id": ["error", { relaxed: true }],
    // `aria-label` on an element whose role may be named, such as the tag chips' `<ul aria-label="Tags">` (a list):
    // allowed by ARIA; the strict setting only discourages it.
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
    // A wide table's scrolling wrapper is `<div role="region" tabindex="0" aria-label>` so a keyboard can scroll it;
    // it is not a section of the document, which `<section>` would claim.
    "prefer-native-element": ["error", { exclude: ["region"] }],
    // Search engines' advice, not HTML: a title's length follows the data's names (limits checked by
    // `npm run validate`, decision 15).
    "long-title": "off",
  },
};
