/** The logo tile, drawn with the theme's tokens (ink tile, paper letter) so it holds on a light and a dark header. */
export function BrandMark() {
  return (
    <svg className="brand-mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
      <rect className="brand-mark__tile" width="32" height="32" rx="7" />
      <path className="brand-mark__letter" d="M10 8h12v3.5h-8v3.5h7v3.5h-7V24h-4z" />
    </svg>
  );
}
