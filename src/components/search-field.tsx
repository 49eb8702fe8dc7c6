import type { ChangeEvent, Ref } from "react";

interface Props {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The id of the polite status region that counts the results. */
  describedBy: string;
}

/**
 * The site's one search field (blog and resources): a visible label, a magnifier, a `q` input and a submit button in
 * a GET form. The button submits without JavaScript (the page's `?q=` is applied once the app runs); with it the
 * search is live and the form's own handler keeps the page.
 */
export function SearchField({ id, label, placeholder, value, onChange, inputRef, describedBy }: Props) {
  return (
    <>
      <label className="search-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="search-field">
        <svg
          className="search-field__icon"
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m16 16 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          ref={inputRef}
          id={id}
          className="search-field__input field-control"
          type="search"
          name="q"
          value={value}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-describedby={describedBy}
        />
        <button type="submit" className="button button--ghost search-field__submit">
          Search
        </button>
      </div>
    </>
  );
}
