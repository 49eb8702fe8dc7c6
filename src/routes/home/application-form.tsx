import type { FormEvent } from "react";
import { applicationFields, groupTitles, type FieldGroup } from "../../content/fellowship.ts";
import type { LandingView } from "../../content/landing.ts";
import { ApplicationFieldControl, fieldId } from "./application-field.tsx";
import { ApplicationHandoff } from "./application-handoff.tsx";
import type { ApplicationState } from "./use-application.ts";

interface Props {
  copy: LandingView["application"];
  replyPromise: string;
  application: ApplicationState;
}

const groups = Object.keys(groupTitles) as FieldGroup[];

/** The application form: every field of the spec, grouped as the email groups them. */
export function ApplicationForm({ copy, replyPromise, application }: Props) {
  const { values, errors, status, submitting, complete, sent } = application;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = application.submit();
    if (invalid) document.getElementById(fieldId(invalid))?.focus();
  };
  return (
    <form className="apply-form" noValidate onSubmit={onSubmit} aria-describedby="apply-required-note">
      <p id="apply-required-note" className="apply-form__note">{copy.requiredNote}</p>
      {groups.map((group) => (
        <fieldset key={group} className="apply-form__group">
          <legend className="apply-form__legend">{groupTitles[group]}</legend>
          <div className="apply-form__fields">
            {applicationFields.filter((field) => field.group === group).map((field) => (
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
      <div className="apply-form__end">
        <div className="apply-form__submit">
          <button type="submit" className="button" disabled={!complete || submitting}>
            {submitting ? copy.submittingLabel : copy.submitLabel}
          </button>
          <p className="apply-form__note">{complete ? replyPromise : copy.incompleteNote}</p>
        </div>
        <div className="apply-form__status" role="status">
          {status === "success" ? <p className="notice notice--success">{copy.successMessage}</p> : null}
        </div>
        <div className="apply-form__status" role="alert">
          {status === "error" ? <p className="notice notice--error">{copy.errorMessage}</p> : null}
        </div>
        {sent ? <ApplicationHandoff mail={sent} copy={copy.handoff} onDismiss={application.dismissSent} /> : null}
      </div>
    </form>
  );
}
