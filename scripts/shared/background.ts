// Processes whose fixed, small work the build needs only at its end (the content manager's bundle, the images' AVIF
// and WebP) run at a lower priority: on a machine with few cores, Vite's process and this one, whose work every later
// phase waits for, then get the cores first, and the background work fills the time they leave (decision 50). Not the
// card drawers: their work grows with the site, and held back they became the end of a 10,000-post build.
import type { ChildProcess } from "node:child_process";
import os from "node:os";

/** The niceness of background processes: about a tenth of a core's share against a process at the default. */
const backgroundNice = 10;

/** Lowers `child`'s priority; never fails (a system that refuses only leaves it as it was). */
export function runInBackground(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    os.setPriority(child.pid, backgroundNice);
  } catch {
    // Not allowed here: the build is only slower.
  }
}
