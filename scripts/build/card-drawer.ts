// The card drawer's process (started by social-cards.ts through tsx's require hook): draws the cards it is sent
// into the cache, answers with its peak memory, and exits. Its own process, so satori's layout garbage and resvg's
// pixels live and die there, not in the build's process beside the loaded posts and the prerender's workers.
import { drawCards, type CardJob } from "./card-drawing.ts";
import type { Site } from "../../src/content/types.ts";

export type DrawerMessage = { done: true; maxRssMb: number; cpuMs: number } | { error: string };

// The build stopped (failed, or was interrupted): no one will copy these cards, so stop drawing them.
process.once("disconnect", () => process.exit(1));
process.once("message", (message: { jobs: CardJob[]; site: Site }) => {
  const answer = (reply: DrawerMessage, code: number) => process.send!(reply, () => process.exit(code));
  drawCards(message.jobs, message.site).then(
    () => {
      const used = process.cpuUsage();
      answer({ done: true, maxRssMb: process.resourceUsage().maxRSS / 1024, cpuMs: Math.round((used.user + used.system) / 1000) }, 0);
    },
    (error: unknown) => answer({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }, 1),
  );
});
