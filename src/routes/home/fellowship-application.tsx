// The fellowship application: its dialog, summary and form, with the draft kept while the page lives.
import type { LandingView } from "../../content/shared/landing-copy.ts";
import { ApplicationForm } from "./application-form.tsx";
import { ApplicationIntro } from "./application-intro.tsx";
import { RestoredNotice } from "./application-status.tsx";
import { FellowshipDialog } from "./fellowship-dialog.tsx";
import { useApplication } from "./use-application.ts";

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
}

const titleId = "apply-title";

/**
 * The application dialog with its draft. Loaded on demand; once mounted it stays mounted until the visitor leaves
 * the page, so the draft survives closing the dialog.
 */
export function FellowshipApplication({ open, onClose, copy, label, replyPromise, to, endpoint }: Props) {
  const application = useApplication({
    to,
    endpoint,
    footer: copy.messageFooter,
    truncationNote: copy.handoff.emailNote,
  });
  return (
    <FellowshipDialog open={open} onClose={onClose} titleId={titleId} closeLabel={copy.closeLabel} label={label}>
      <ApplicationIntro copy={copy} titleId={titleId} intro={endpoint ? copy.sendIntro : copy.intro}>
        {application.restored ? <RestoredNotice copy={copy} onStartOver={application.startOver} /> : null}
      </ApplicationIntro>
      <ApplicationForm copy={copy} replyPromise={replyPromise} application={application} />
    </FellowshipDialog>
  );
}
