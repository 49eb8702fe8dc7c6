// One field of the fellowship application, with its label, hint and message.
import type { FieldSpec } from "../../../content/home/client/fellowship.ts";

interface Props {
  field: FieldSpec;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}

export const fieldId = (name: string) => `apply-${name}`;

/** Focuses a field by name: the control itself, or the first choice of a group of radio buttons. */
export function focusField(name: string): void {
  const control = document.getElementById(fieldId(name));
  const target = control instanceof HTMLFieldSetElement ? control.querySelector("input") : control;
  target?.focus();
}

function Label({ field, htmlFor }: { field: FieldSpec; htmlFor?: string }) {
  const mark = field.required ? (
    <span className="field__required" aria-hidden="true">
      {" *"}
    </span>
  ) : null;
  return htmlFor ? (
    <label className="field__label" htmlFor={htmlFor}>
      {field.label}
      {mark}
    </label>
  ) : (
    <>
      {field.label}
      {mark}
    </>
  );
}

/** One field of the application: a visible label, a hint, and a format message right beside it. */
export function ApplicationFieldControl({ field, value, error, onChange, onBlur }: Props) {
  const id = fieldId(field.name);
  const hintId = field.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const shared = {
    id,
    name: field.name,
    value,
    required: field.required,
    onBlur,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
  };
  const hint = field.hint ? (
    <p id={hintId} className="field__hint">
      {field.hint}
    </p>
  ) : null;
  const message = error ? (
    <p id={errorId} className="field__error">
      {error}
    </p>
  ) : null;

  if (field.control === "radio") {
    return (
      <fieldset id={id} className="field field--choices" aria-describedby={describedBy}>
        <legend className="field__label">
          <Label field={field} />
        </legend>
        {hint}
        <div className="choices">
          {field.options?.map((option) => (
            <label key={option} className="choice">
              <input
                type="radio"
                name={field.name}
                value={option}
                checked={value === option}
                required={field.required}
                onChange={() => onChange(option)}
              />
              <span>{option}</span>
            </label>
          ))}
        </div>
        {message}
      </fieldset>
    );
  }
  return (
    <div className={`field field--${field.control}`}>
      <Label field={field} htmlFor={id} />
      {field.control === "textarea" ? (
        <textarea {...shared} rows={5} onChange={(event) => onChange(event.target.value)} />
      ) : field.control === "select" ? (
        <select {...shared} onChange={(event) => onChange(event.target.value)}>
          <option value="">{field.placeholder}</option>
          {field.options?.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...shared}
          type={field.control}
          autoComplete={field.autoComplete}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {hint}
      {message}
    </div>
  );
}
