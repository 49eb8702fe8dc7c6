// The fellowship application inside its dialog (application-dialog.tsx): the form, with the draft kept while the page
// lives, and the notice of a restored draft in the summary's slot. Loaded in its own chunk.
import { createPortal } from "react-dom";
import type { Challenge } from "../../../content/home/client/challenge.ts";
import type { LandingView } from "../../../content/home/client/landing-copy.ts";
import { ApplicationForm } from "./application-form.tsx";
import { RestoredNotice } from "./application-status.tsx";
import { useApplication } from "./use-application.ts";

interface Props {
  copy: LandingView["application"];
  /** Where the notice of a restored draft goes: the top of the summary, which the dialog keeps mounted. */
  noticeSlot: HTMLElement | null;
  replyPromise: string;
  to: string;
  /** Where applications are posted (data/site.json); without one they go out as a mail draft. */
  endpoint?: string | undefined;
  /** The challenge the endpoint's service verifies (data/site.json), loaded only with an endpoint. */
  challenge?: Challenge | undefined;
  /** When the dialog was first opened in this page (`performance.now()`), for the spam check. */
  shownAt: number;
}

/** The form, and a notice above the summary when an earlier draft was put back. */
export function FellowshipApplication(props: Props) {
  const { copy, noticeSlot, replyPromise, to, endpoint, challenge, shownAt } = props;
  const application = useApplication({
    to,
    endpoint,
    challenge,
    shownAt,
    footer: copy.messageFooter,
    truncationNote: copy.handoff.emailNote,
  });
  return (
    <>
      {application.restored && noticeSlot
        ? createPortal(<RestoredNotice copy={copy} onStartOver={application.startOver} />, noticeSlot)
        : null}
      <ApplicationForm copy={copy} replyPromise={replyPromise} application={application} />
    </>
  );
}
