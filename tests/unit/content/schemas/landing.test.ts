// The landing schema's owner facts: `null` (or empty, as the content manager saves a cleared field) is "not announced
// yet"; an FAQ answer that names a fact needs its not-announced answer, and names only facts that exist.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { landingSchema } from "../../../../src/content/schemas/landing.ts";

const shipped = () => JSON.parse(readFileSync("data/landing.json", "utf8"));

describe("the landing schema's owner facts", () => {
  it("accepts the shipped landing page, whose cohort facts and selection step are all `null`", () => {
    const parsed = landingSchema.parse(shipped());
    const { cohort } = parsed.fellowship;
    expect([cohort.stipend, cohort.starts, cohort.closes, cohort.seats].map((fact) => fact.value)).toEqual([
      null,
      null,
      null,
      null,
    ]);
    const selection = parsed.fellowship.howItWorks?.steps.find((step) => step.title === "Selection");
    expect(selection).toMatchObject({ text: null, time: null });
  });

  it("reads an empty or blank value as `null`, and keeps a real value trimmed", () => {
    const landing = shipped();
    landing.fellowship.cohort.seats.value = "";
    landing.fellowship.cohort.starts.value = "   ";
    landing.fellowship.cohort.stipend.value = " ₹10,000 a month ";
    const { cohort } = landingSchema.parse(landing).fellowship;
    expect([cohort.seats.value, cohort.starts.value, cohort.stipend.value]).toEqual([null, null, "₹10,000 a month"]);
  });

  it("tells a step without a time (left out) from one whose time is not announced (`null`)", () => {
    const steps = landingSchema.parse(shipped()).fellowship.howItWorks!.steps;
    expect("time" in steps[0]!).toBe(false);
    expect(steps[2]!.time).toBeNull();
  });

  it("refuses a number where a fact goes, naming null as the way to say 'not announced yet'", () => {
    const landing = shipped();
    landing.fellowship.cohort.seats.value = 12;
    const result = landingSchema.safeParse(landing);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["fellowship", "cohort", "seats", "value"]);
    expect(result.error?.issues[0]?.message).toContain("or null while it is not announced yet");
  });

  it("asks for `answerNotAnnounced` when an FAQ answer names a fact, and refuses a fact that does not exist", () => {
    const landing = shipped();
    delete landing.fellowship.faq.items[0].answerNotAnnounced;
    landing.fellowship.faq.items[1].answer = "Starts {start}.";
    const result = landingSchema.safeParse(landing);
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    expect(issues).toContain(
      "fellowship.faq.items.0.answerNotAnnounced: expected `answerNotAnnounced`: the answer names a fact of the next cohort, which may be `null`",
    );
    expect(issues).toContain(
      "fellowship.faq.items.1.answer: expected only `{stipend}`, `{starts}`, `{closes}`, `{seats}` in the answer, found `{start}`",
    );
  });
});
