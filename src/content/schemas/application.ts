// The Zod schema of the fellowship application's copy in data/landing.json (its `application` section): the dialog,
// the form's notes and messages, and the hand-off when the application leaves as an email.
import { z } from "zod";
import { line, list, text } from "./common.ts";

export const applicationSchema = z.strictObject({
  title: line("the application dialog's title"),
  intro: text("the line under the dialog's title"),
  highlights: list(
    z.strictObject({ term: line("a short fact's name, e.g. `Time`"), detail: line("the fact") }),
    "highlights",
  ),
  privacyNote: text("where the answers go")
    .optional()
    .describe("The line beside the form that says where the answers (phone number included) go and what is kept."),
  requiredNote: text("the line that explains the required-field mark"),
  incompleteNote: line("the words before the list of required fields still empty, e.g. `Still to fill in:`"),
  submitLabel: line("the submit button's label"),
  submittingLabel: line("the submit button's label while submitting"),
  successMessage: text("the message after a successful submit"),
  errorMessage: text("the message when the email cannot be prepared"),
  closeLabel: line("the close button's label"),
  messageFooter: text("the last line of the application email"),
  sendIntro: text("the line under the dialog's title when applications go to the application endpoint"),
  shortenedMessage: text("the message after a submit whose email draft had to be shortened"),
  receivedMessage: text("the message once the application endpoint confirmed it received the application"),
  sendFailedMessage: text("the message when the application endpoint could not be reached or refused it"),
  offlineMessage: text("the message when the visitor is offline at submit"),
  challengeFailedMessage: text(
    "the message when the spam challenge gave no answer within 8 s, so nothing was sent and the email is offered",
  ),
  restoredNotice: text("the notice when answers saved on this device were restored"),
  startOverLabel: line("the label of the action that clears a restored draft"),
  handoff: z.strictObject({
    fallbackText: text("the line after a submit for when no email app opened"),
    reopenLabel: line("the label of the link that opens the email draft again"),
    overflowTitle: line("the title shown when the application is too long for an email link"),
    overflowText: text("what to do when the application is too long for an email link"),
    toLabel: line("the label before the address, e.g. `To`"),
    subjectLabel: line("the label before the subject, e.g. `Subject`"),
    fullTextLabel: line("the label of the box with the full application"),
    copyLabel: line("the copy button's label"),
    copiedLabel: line("the confirmation after copying"),
    copyFailedLabel: line("the message when copying is not possible"),
    emailNote: text("the note at the end of a shortened email"),
    dismissLabel: line("the button that hides this box"),
    mailAppLabel: line(
      "the label of the link that opens the application in the visitor's email app when the endpoint failed",
    ),
    gmailLabel: line("the label of the link that opens the application in Gmail"),
    outlookLabel: line("the label of the link that opens the application in Outlook on the web"),
    downloadLabel: line("the label of the link that saves the application as a text file"),
    otherWaysLabel: line(
      "the label of the fold, closed at first, with the other ways to send: Gmail, Outlook, a .txt file",
    ),
    sendFailedText: text("the line above the hand-off when the endpoint did not receive the application"),
  }),
});
