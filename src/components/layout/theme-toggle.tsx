/**
 * Switches between the light and the dark theme. The click is handled by public/theme.js (loaded in the head),
 * so the button works from the first paint, before the app hydrates, and the choice is remembered. Its name says
 * what it will do; CSS shows the half that fits the current theme, so the markup never depends on the theme.
 */
export function ThemeToggle() {
  return (
    <button type="button" className="theme-toggle" data-theme-toggle="">
      <span className="theme-toggle__to-dark">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M20.5 14.2A8.5 8.5 0 0 1 9.8 3.5a8.5 8.5 0 1 0 10.7 10.7Z" />
        </svg>
        <span className="visually-hidden">Switch to dark theme</span>
      </span>
      <span className="theme-toggle__to-light">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="4.5" />
          <path d="M12 1.5v3M12 19.5v3M1.5 12h3M19.5 12h3M4.6 4.6l2.1 2.1M17.3 17.3l2.1 2.1M4.6 19.4l2.1-2.1M17.3 6.7l2.1-2.1" />
        </svg>
        <span className="visually-hidden">Switch to light theme</span>
      </span>
    </button>
  );
}
