const states = [
  {
    id: "system",
    name: "Theme: follows your device. Switch to light",
    icon: (
      <>
        <rect x="3" y="4" width="18" height="12" rx="2" />
        <path d="M8 20h8M12 16v4" />
      </>
    ),
  },
  {
    id: "light",
    name: "Theme: light. Switch to dark",
    icon: (
      <>
        <circle cx="12" cy="12" r="4.5" />
        <path d="M12 1.5v3M12 19.5v3M1.5 12h3M19.5 12h3M4.6 4.6l2.1 2.1M17.3 17.3l2.1 2.1M4.6 19.4l2.1-2.1M17.3 6.7l2.1-2.1" />
      </>
    ),
  },
  {
    id: "dark",
    name: "Theme: dark. Switch to follow your device",
    icon: <path d="M20.5 14.2A8.5 8.5 0 0 1 9.8 3.5a8.5 8.5 0 1 0 10.7 10.7Z" />,
  },
] as const;

/**
 * The theme: follow the device, light, or dark, in that cycle. public/theme.js (loaded in the head) handles the click,
 * so the button works from the first paint, before the app hydrates, and remembers the choice. All three states are
 * in the markup and CSS shows the one that is set, so the server's HTML never depends on the visitor's choice.
 */
export function ThemeToggle() {
  return (
    <button type="button" className="theme-toggle" data-theme-toggle="">
      {states.map((state) => (
        <span key={state.id} className={`theme-toggle__state theme-toggle__state--${state.id}`}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            {state.icon}
          </svg>
          <span className="visually-hidden">{state.name}</span>
        </span>
      ))}
    </button>
  );
}
