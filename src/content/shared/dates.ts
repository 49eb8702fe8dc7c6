// Dates and read times as the pages show them.
const longUsDate = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** `2025-01-27` → `January 27, 2025`, in UTC so no visitor's time zone shifts the day. */
export function formatDisplayDate(isoDate: string): string {
  return longUsDate.format(new Date(`${isoDate}T00:00:00Z`));
}

/** `8` → `8 min read`. */
export function formatReadTime(minutes: number): string {
  return `${minutes} min read`;
}
