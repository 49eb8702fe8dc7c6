// Video links: the id in a YouTube link, its still, and the stock image when there is none.
import type { Video } from "../../shared/types.ts";

/** The local image shown when a video has no thumbnail on its host (path inside `public/`). */
export const stockThumbnail = "/images/video-placeholder.svg";

const videoIdPattern = /^[A-Za-z0-9_-]{11}$/;
const youtubeHosts = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);

/** The warning for a talk that links to a YouTube search page instead of its video. */
export const searchLinkWarning =
  "this links to a YouTube search page, not a video: find the talk and paste its watch address (youtube.com/watch?v=…)";

/** What a video link is, as far as thumbnails go. */
export type VideoLink =
  { kind: "video"; id: string } | { kind: "search" } | { kind: "broken"; reason: string } | { kind: "other" };

/**
 * Reads a video link: watch URLs, short links (youtu.be/ID), /shorts/ID, /embed/ID, /live/ID, with or without
 * www or m., with extra parameters or timestamps. A YouTube search link is a deliberate "no id".
 */
export function parseVideoLink(link: string): VideoLink {
  if (!URL.canParse(link)) return { kind: "broken", reason: "it is not a web address" };
  const url = new URL(link);
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").filter(Boolean);
  let candidate: string | null | undefined;
  if (host === "youtu.be") candidate = segments[0];
  else if (youtubeHosts.has(host)) {
    if (segments[0] === "results") return { kind: "search" };
    if (segments[0] === "watch") candidate = url.searchParams.get("v");
    else if (["shorts", "embed", "live", "v"].includes(segments[0] ?? "")) candidate = segments[1];
    else return { kind: "other" };
  } else return { kind: "other" };
  // `/embed/videoseries?list=…` embeds a playlist: the segment has the shape of an id but names no video.
  if (candidate === "videoseries") return { kind: "other" };
  if (candidate && videoIdPattern.test(candidate)) return { kind: "video", id: candidate };
  return {
    kind: "broken",
    reason: candidate ? `"${candidate}" is not an 11-character video id` : "it names no video id",
  };
}

/** The host's medium-quality (16:9, 320x180) still for a video id. */
export function thumbnailUrl(id: string): string {
  return `https://i.ytimg.com/vi/${id}/mqdefault.jpg`;
}

/** `https://www.ted.com/talks/x` → `ted.com`. */
export function hostLabel(link: string): string {
  return new URL(link).hostname.replace(/^www\./, "");
}

/** A video as its card shows it (`VideoCard` of page-data.ts): with what opening it does ("Watch on YouTube"). */
export function videoCard(video: Video): Video & { action: string } {
  const kind = parseVideoLink(video.link).kind;
  const action =
    kind === "video"
      ? "Watch on YouTube"
      : kind === "search"
        ? "Search on YouTube"
        : `Open on ${hostLabel(video.link)}`;
  return { ...video, action };
}
