// The card drawer's process (started by social-cards.ts): draws the cards it is sent into the cache and exits.
// Its own process (one per core for many cards), so the canvas's pixels and the encoder's buffers never sit in the
// build's.
import { drawCards, type CardJob } from "./card-drawing.ts";
import type { Site } from "../../src/content/shared/types.ts";
import { answerParent } from "../shared/side-process.ts";

export interface DrawerMessage {
  jobs: CardJob[];
  site: Site;
}

answerParent(async ({ jobs, site }: DrawerMessage) => {
  await drawCards(jobs, site);
  return jobs.length;
});
