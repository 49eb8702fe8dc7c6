// Writes every social card (og:image) into the output's cards/ folder. Each PNG is kept in the cache's cards folder
// (store.ts) by the key of what it shows and of the code that draws it, so a rebuild draws nothing. Drawing needs only
// the site's data and public/, so the build runs it beside Vite and the prerender (`drawSocialCards`), and copies the
// cards into its output at the end (`placeSocialCards`). Missing cards are drawn in processes of their own, one per
// core (card-drawer.ts, card-drawing.ts).
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { copyFile, link, mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { codeKey } from "../cache/code-key.ts";
import { cacheFolder, cacheKey, touchEntry, tryOrRemake } from "../cache/store.ts";
import { paths } from "../../src/content/shared/paths.ts";
import { socialCardPath, type SocialCard } from "../../src/content/head/social-cards.ts";
import type { Site } from "../../src/content/shared/types.ts";
import type { DrawerMessage } from "./card-drawer.ts";
import { startSideProcess } from "../shared/side-process.ts";
import type { CardJob } from "./card-drawing.ts";

/** The code that draws a card (the drawer's import closure: template, fonts' packages, encoding); cards of other
 * code are drawn again. */
const drawerVersion = (root: string) => codeKey(root, new URL("./card-drawer.ts", import.meta.url));

/** What drawing the missing cards cost: how many, in how many processes, their largest peak memory (MB) and their CPU
 * time (ms). */
export interface DrawnCards {
  drawn: number;
  drawers: number;
  files: Map<string, string>;
  /** Draws again the cards missing from the cache (removed since they were drawn), for `placeSocialCards`. */
  again: () => Promise<unknown>;
  maxRssMb: number;
  cpuMs: number;
}

/**
 * Draws every card missing from the cache of the project at `root`; covers are read from `sourceDir` (public/, or a
 * folder holding its files). Returns each card's cached PNG by name, and how many were drawn anew. `signal` stops the
 * drawing (a failed build).
 */
export async function drawSocialCards(
  cards: readonly SocialCard[],
  site: Site,
  sourceDir: string,
  { root, signal }: { root: string; signal?: AbortSignal },
): Promise<DrawnCards> {
  const cacheDir = cacheFolder("cards", root);
  await mkdir(cacheDir, { recursive: true });
  const files = new Map<string, string>();
  const missing: CardJob[] = [];
  for (const card of cards) {
    const source = card.kind === "cover" ? path.join(sourceDir, card.source) : undefined;
    const what =
      card.kind === "cover"
        ? await readFile(source!)
        : JSON.stringify([card.kicker, card.title, card.footer, card.color, site.name, new URL(site.url).host]);
    const key = cacheKey(await drawerVersion(root), card.kind, what);
    const cached = path.join(cacheDir, `${key}.png`);
    files.set(card.name, cached);
    if (existsSync(cached)) void touchEntry(cached);
    else missing.push({ card, cached, ...(source ? { source } : {}) });
  }
  const again = () => drawSocialCards(cards, site, sourceDir, { root, signal });
  if (missing.length === 0) return { drawn: 0, drawers: 0, files, again, maxRssMb: 0, cpuMs: 0 };
  // Every drawer settled before this does: a failed one does not leave another drawing into the cache unseen.
  const settled = await Promise.allSettled(
    shares(missing).map(async (jobs) => {
      const drawer = startSideProcess<DrawerMessage, number>(
        new URL("./card-drawer.ts", import.meta.url),
        "Drawing the social cards",
        { signal },
      );
      await drawer.send({ jobs, site });
      return drawer.result();
    }),
  );
  const failed = settled.find((one) => one.status === "rejected");
  if (failed) throw failed.reason;
  const drawn = settled.flatMap((one) => (one.status === "fulfilled" ? [one.value] : []));
  return {
    drawn: missing.length,
    drawers: drawn.length,
    files,
    again,
    maxRssMb: Math.max(...drawn.map((one) => one.maxRssMb)),
    cpuMs: drawn.reduce((sum, one) => sum + one.cpuMs, 0),
  };
}

/** Cards from which a second drawer pays for its start-up (about 0.4 s of CPU, decision 40). */
const cardsPerDrawer = 60;

/** The jobs split between one drawer per core (two at most, each painting on one thread and encoding on others). */
function shares(jobs: readonly CardJob[]): CardJob[][] {
  const count = Math.max(1, Math.min(2, availableParallelism(), Math.floor(jobs.length / cardsPerDrawer)));
  return Array.from({ length: count }, (_none, share) => jobs.filter((_job, index) => index % count === share));
}

/**
 * Puts the drawn cards into `outDir`'s cards/ folder: hard links to the cache, which cost no copying (a cached card
 * is never changed in place: a new one is renamed over it, and its name is a hash of what it shows), or copies
 * where links fail (another file system).
 */
export async function placeSocialCards(
  { files, again }: Pick<DrawnCards, "files" | "again">,
  outDir: string,
): Promise<void> {
  await mkdir(path.join(outDir, paths.cards()), { recursive: true });
  const place = () =>
    Promise.all(
      [...files].map(async ([name, cached]) => {
        const to = path.join(outDir, socialCardPath(name));
        await link(cached, to).catch(() => copyFile(cached, to));
      }),
    );
  await tryOrRemake(place, again);
}
