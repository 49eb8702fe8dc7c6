// The application's dialog, opened in the tap's own frame: its shell and summary come with the page, the form
// (fields, draft, mail builder) from its own chunk, rendered after the dialog is on screen (decision 56).
import { startTransition, useEffect, useState } from "react";
import type { Challenge } from "../../../content/home/client/challenge.ts";
import type { LandingView } from "../../../content/home/client/landing-copy.ts";
import { ApplicationIntro, ApplicationSummary } from "./application-intro.tsx";
import { FellowshipDialog } from "./fellowship-dialog.tsx";

// A visitor who shows they may want the application (a pointer over, a touch on, or focus on an Apply link) has its
// chunk fetched then (home-page.tsx); asked for before the app runs (a shared /#apply link, an early tap),
// src/boot.ts fetches it with the app.
export const loadApplication = () => import("./fellowship-application.tsx");
type Application = Awaited<ReturnType<typeof loadApplication>>["FellowshipApplication"];
/** The application's component, once its chunk has run. */
let FellowshipApplication: Application | undefined;

/**
 * Whether the application's component is there to render, loading its chunk if need be. It turns true in a
 * transition, which React renders in slices after the dialog's first frame, also when the chunk is already there (a
 * return to the home page). Not `React.lazy` in a Suspense boundary: React reveals a boundary's resolved content no
 * sooner than 300 ms after its fallback.
 */
function useApplicationReady(): boolean {
  const [ready, setReady] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    let current = true;
    loadApplication().then(
      (module) => {
        FellowshipApplication = module.FellowshipApplication;
        if (current) startTransition(() => setReady(true));
      },
      (error: unknown) => {
        if (current) setFailure(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return () => {
      current = false;
    };
  }, []);
  // Thrown while rendering, so the page's error boundary shows it, as it would a page chunk that fails to load.
  if (failure) throw failure;
  return ready;
}

interface Props {
  open: boolean;
  onClose: () => void;
  copy: LandingView["application"];
  /** The dialog's top-bar label (the programme's name). */
  label: string;
  replyPromise: string;
  to: string;
  /** Where applications are posted (data/site.json); without one they go out as a mail draft. */
  endpoint?: string | undefined;
  /** The challenge the endpoint's service verifies (data/site.json). */
  challenge?: Challenge | undefined;
}

const titleId = "apply-title";

/**
 * The application dialog. Mounted once asked for; it stays mounted until the visitor leaves the page, so the
 * draft survives closing it. Until the form is there, the dialog shows its bar, its title and the fellowship's
 * summary; the form comes in between (marked busy for assistive technology meanwhile).
 */
export function ApplicationDialog({ open, onClose, copy, label, replyPromise, to, endpoint, challenge }: Props) {
  const ready = useApplicationReady();
  const [noticeSlot, setNoticeSlot] = useState<HTMLDivElement | null>(null);
  // Mounted at the first opening and kept: the spam check's clock starts when the visitor first saw the dialog.
  const [shownAt] = useState(() => performance.now());
  const intro = endpoint ? copy.sendIntro : copy.intro;
  return (
    <FellowshipDialog
      open={open}
      onClose={onClose}
      titleId={titleId}
      closeLabel={copy.closeLabel}
      label={label}
      busy={!ready}
    >
      {/* The title and the summary are mounted before the form and kept after it arrives: focus is never lost. */}
      <ApplicationIntro copy={copy} titleId={titleId} intro={intro} noticeSlot={setNoticeSlot} />
      {ready && FellowshipApplication ? (
        <FellowshipApplication
          copy={copy}
          noticeSlot={noticeSlot}
          replyPromise={replyPromise}
          to={to}
          endpoint={endpoint}
          challenge={challenge}
          shownAt={shownAt}
        />
      ) : null}
      {/* After the form, so the first field is on a phone's first screen; beside it on a wide screen (home.css). */}
      <ApplicationSummary copy={copy} />
    </FellowshipDialog>
  );
}
