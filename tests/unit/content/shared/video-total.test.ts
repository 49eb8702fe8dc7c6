// The one count of videos across the resource categories.
import { describe, expect, it } from "vitest";
import { videoTotal } from "../../../../src/content/shared/video-total.ts";

describe("videoTotal", () => {
  it("adds up the videos of every category", () => {
    expect(videoTotal([])).toBe(0);
    expect(videoTotal([{ videos: [] }, { videos: [{}, {}] }, { videos: [{}] }] as never)).toBe(3);
  });
});
