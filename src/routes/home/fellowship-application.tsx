// The fellowship application inside its dialog (application-dialog.tsx): the summary and the form, with the draft
// kept while the page lives. Loaded in its own chunk.
import type { Challenge } from "../../content/shared/challenge.ts";
import type { LandingView } from "../../content/shared/landing-copy.ts";
import { ApplicationForm } from "./application-form.tsx";
import { ApplicationIntro } from "./application-intro.tsx";
import { RestoredNotice } from "./application-status.tsx";
import { useApplication } from "./use-application.ts";

interface Props {
  copy: LandingView["application"];
  /** The id of the dialog's title, which the dialog is labelled by. */
  titleId: string;
  /** The summary's lead: how the application goes out (by mail, or posted to the endpoint). */
  intro: string;
  replyPromise: string;
  to: string;
  /** Where applications are posted (data/site.json); without one they go out as a mail draft. */
  endpoint?: string | undefined;
  /** The challenge the endpoint's service verifies (data/site.json), loaded only with an endpoint. */
  challenge?: Challenge | undefined;
  /** When the dialog was first opened in this page (`performance.now()`), for the spam check. */
  shownAt: number;
}

/** The summary, with a notice when an earlier draft was put back, and the form. */
export function FellowshipApplication(props: Props) {
  const { copy, titleId, intro, replyPromise, to, endpoint, challenge, shownAt } = props;
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
      <ApplicationIntro copy={copy} titleId={titleId} intro={intro}>
        {application.restored ? <RestoredNotice copy={copy} onStartOver={application.startOver} /> : null}
      </ApplicationIntro>
      <ApplicationForm copy={copy} replyPromise={replyPromise} application={application} />
    </>
  );
}
