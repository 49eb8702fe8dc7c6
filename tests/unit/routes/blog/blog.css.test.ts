// Highlighted code stays readable: every token colour in the stylesheet has WCAG AA contrast on the code background.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const css = readFileSync("src/routes/blog/blog.css", "utf8");
const tokens = readFileSync("src/styles/tokens.css", "utf8");

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe("code highlighting colours", () => {
  // The code background has a light-theme and a dark-theme value: light-dark(light, dark).
  const backgrounds = /--code-bg:\s*light-dark\((#[0-9a-f]{6}),\s*(#[0-9a-f]{6})\)/.exec(tokens)?.slice(1) ?? [];
  // Each rule names a colour token (`color: var(--code-…)`); the token's value is in tokens.css.
  const tokenValue = (name: string) => new RegExp(`--${name}:\\s*(#[0-9a-f]{6});`).exec(tokens)?.[1] ?? "";
  const rules = [
    ...css.matchAll(/((?:\.prose \.hljs-[\w-]+(?:,\s*)?)+)\s*\{[^}]*?color:\s*var\(--(code-[\w-]+)\)/g),
  ].map(([whole, selectors, token]) => [whole, selectors, tokenValue(token ?? "")] as const);

  it("sit on the code background the stylesheet gives pre, dark in both themes", () => {
    expect(backgrounds).toEqual(["#1b2232", "#0b0d12"]);
    expect(css).toMatch(/\.prose pre \{[^}]*background: var\(--code-bg\)/);
  });

  it("cover comments, keywords, strings, numbers and names", () => {
    const styled = rules.map((rule) => rule[1]).join(" ");
    for (const kind of ["comment", "keyword", "string", "number", "title", "attr", "built_in"])
      expect(styled).toContain(`.hljs-${kind}`);
  });

  it("each have at least 4.5:1 contrast", () => {
    expect(rules.length).toBeGreaterThanOrEqual(7);
    for (const background of backgrounds) {
      for (const [, selectors, colour] of rules)
        expect(contrast(colour ?? "", background), `${selectors} on ${background}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
