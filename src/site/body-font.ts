// Body text is Inter, added once the app runs, after the first paint: the font never competes with the
// stylesheet and the heading font the first paint needs (docs/decisions/0023-fonts.md). Until then, and if it
// never arrives, text is set in "Inter Fallback", a local font scaled to Inter's metrics (tokens.css).
import latin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import latinExtended from "@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url";

/** Fontsource's Latin subsets of Inter and the characters each covers; the browser fetches only what a page uses. */
const faces = [
  [
    latin,
    "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC," +
      "U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
  ],
  [
    latinExtended,
    "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F," +
      "U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
  ],
] as const;

let added = false;

/** Makes Inter available to the page (idempotent; a no-op without the CSS Font Loading API). */
export function addBodyFont(): void {
  if (added || typeof FontFace === "undefined" || !document.fonts) return;
  added = true;
  for (const [url, unicodeRange] of faces) {
    document.fonts.add(
      new FontFace("Inter Variable", `url(${url}) format("woff2")`, {
        weight: "100 900",
        display: "swap",
        unicodeRange,
      }),
    );
  }
}
