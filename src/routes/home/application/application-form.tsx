import { useEffect, useRef, type FormEvent } from "react";
import { applicationFields, groupTitles, type FieldGroup } from "../../../content/home/client/fellowship.ts";
import { trapAutocomplete, trapFieldName } from "../../../content/home/client/spam-check.ts";
import type { LandingView } from "../../../content/home/client/landing-copy.ts";
import { ApplicationFieldControl, focusField } from "./application-field.tsx";
import { ApplicationHandoff } from "./application-handoff.tsx";
import { MissingFields, SubmitOutcome } from "./application-status.tsx";
import type { ApplicationState } from "./use-application.ts";

interface Props {
  copy: LandingView["application"];
  replyPromise: string;
  application: ApplicationState;
}

const groups = Object.keys(groupTitles) as FieldGroup[];

/** The application form: every field of the product brief (docs/product.md §4), grouped as the email groups them. */
export function ApplicationForm({ copy, replyPromise, application }: Props) {
  const { values, errors, status, submitting, complete, sent, challengeSlot } = application;
  const end = useRef<HTMLDivElement>(null);
  // Handed to the mail app: Submit, the message and the next step come into view together, below the dialog's bar
  // (its scroll-padding). The other outcomes move the focus to their message instead (application-status.tsx).
  useEffect(() => {
    if (status === "success") end.current?.scrollIntoView({ block: "nearest" });
  }, [status]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trap = event.currentTarget.elements.namedItem(trapFieldName);
    const invalid = application.submit(trap instanceof HTMLInputElement ? trap.value : "");
    if (invalid) focusField(invalid);
  };
  return (
    <form
      className="apply-form"
      noValidate
      onSubmit={onSubmit}
      aria-describedby={copy.privacyNote ? "apply-required-note apply-privacy-note" : "apply-required-note"}
    >
      <div className="apply-form__notes">
        <p id="apply-required-note" className="apply-form__note">
          {copy.requiredNote}
        </p>
        {/* The form asks for a phone number: where the answers go is said before the first field. */}
        {copy.privacyNote ? (
          <p id="apply-privacy-note" className="apply-form__note apply-form__privacy">
            {copy.privacyNote}
          </p>
        ) : null}
      </div>
      {groups.map((group) => (
        <fieldset key={group} className="apply-form__group">
          <legend className="apply-form__legend">{groupTitles[group]}</legend>
          <div className="apply-form__fields">
            {applicationFields
              .filter((field) => field.group === group)
              .map((field) => (
                <ApplicationFieldControl
                  key={field.name}
                  field={field}
                  value={values[field.name]}
                  error={errors[field.name]}
                  onChange={(value) => application.change(field.name, value)}
                  onBlur={() => application.check(field.name)}
                />
              ))}
          </div>
        </fieldset>
      ))}
      {/* A trap for bots that fill every field: out of sight, out of the tab order, hidden from assistive technology,
          and filled by no autofill (a name and label no heuristic matches, an autocomplete token none recognises, the
          password managers' own opt-outs). Anything in it and the application is not sent (spam-check.ts). */}
      <div className="apply-form__trap" aria-hidden="true">
        <label>
          Leave this blank
          <input
            type="text"
            name={trapFieldName}
            tabIndex={-1}
            autoComplete={trapAutocomplete}
            data-1p-ignore=""
            data-lpignore="true"
            data-bwignore=""
            data-form-type="other"
            defaultValue=""
          />
        </label>
      </div>
      <div ref={end} className="apply-form__end">
        {challengeSlot ? <div ref={challengeSlot} className="apply-form__challenge" /> : null}
        <div className="apply-form__submit">
          <button
            type="submit"
            // Once sent, the hand-off's next step is the one loud button; Submit stays, quiet, to send again.
            className={sent ? "button button--ghost" : "button"}
            disabled={!complete || submitting}
            aria-describedby={complete ? undefined : "apply-missing"}
          >
            {submitting ? copy.submittingLabel : copy.submitLabel}
          </button>
          {complete ? null : <MissingFields values={values} label={copy.incompleteNote} />}
          <p className="apply-form__note apply-form__promise">{replyPromise}</p>
        </div>
        <SubmitOutcome status={status} copy={copy} />
        {sent ? (
          <ApplicationHandoff
            drafts={sent}
            reason={status === "failed" || status === "offline" || status === "unchecked" ? "failed" : "mail"}
            copy={copy.handoff}
            onDismiss={application.dismissSent}
          />
        ) : null}
      </div>
    </form>
  );
}
