// The WCAG 2 contrast ratio of two colours as getComputedStyle gives them ("rgb(…)" or "rgba(…)", alpha ignored).

const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);

/** Relative luminance (WCAG 2): sRGB channels linearised, weighted for the eye. */
function luminance(colour: string): number {
  const [r = 0, g = 0, b = 0] = channels(colour)
    .map((v) => v / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** (lighter + 0.05) / (darker + 0.05): 1 for the same colour, 21 for black on white. */
export function contrastRatio(a: string, b: string): number {
  const [hi = 0, lo = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
