// Work the build needs only at its end runs at a lower priority than Vite's process and the build's own.
import { spawn } from "node:child_process";
import os from "node:os";
import { expect, it } from "vitest";
import { runInBackground } from "../../../../scripts/shared/background.ts";

it("lowers a child process's priority, leaving this process's as it was", async () => {
  const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 10_000)"]);
  try {
    const own = os.getPriority();
    runInBackground(child);
    expect(os.getPriority(child.pid)).toBeGreaterThan(own);
    expect(os.getPriority()).toBe(own);
  } finally {
    child.kill();
  }
});
