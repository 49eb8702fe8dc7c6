// Dates and read times as pages show them, in any time zone.
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { formatDisplayDate, formatReadTime } from "../../../../src/content/shared/dates.ts";

describe("formatDisplayDate", () => {
  it("writes the long US date the spec shows", () => {
    expect(formatDisplayDate("2025-01-27")).toBe("January 27, 2025");
    expect(formatDisplayDate("2024-12-31")).toBe("December 31, 2024");
    expect(formatDisplayDate("2025-03-01")).toBe("March 1, 2025");
  });

  it("keeps the day in a time zone west of UTC (Intl reads TZ at start-up, so a child process proves it)", () => {
    const script = `import { formatDisplayDate } from "./src/content/shared/dates.ts";
      console.log(JSON.stringify([new Date(2025, 0, 27).getTimezoneOffset(), formatDisplayDate("2025-01-27"), formatDisplayDate("2025-01-01")]));`;
    const output = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "--eval", script], {
      env: { ...process.env, TZ: "America/Los_Angeles" },
      encoding: "utf8",
    });
    const [offsetMinutes, day, newYear] = JSON.parse(output) as [number, string, string];
    expect(offsetMinutes).toBe(480); // the child really ran eight hours west of UTC
    expect(day).toBe("January 27, 2025");
    expect(newYear).toBe("January 1, 2025");
  });
});

describe("formatReadTime", () => {
  it("writes minutes as `N min read`", () => {
    expect(formatReadTime(8)).toBe("8 min read");
    expect(formatReadTime(1)).toBe("1 min read");
  });
});
