import { useId, type FormEvent, type Ref } from "react";

interface Props {
  value: string;
  onChange: (value: string) => void;
  inputRef: Ref<HTMLInputElement>;
  /** The id of the polite status region that counts the results. */
  statusId: string;
}

/** A labelled search field that filters the categories as the visitor types. */
export function ResourceSearch({ value, onChange, inputRef, statusId }: Props) {
  const id = useId();
  // Filtering is live: Enter has nothing left to submit (and must not reload the page).
  const submit = (event: FormEvent) => event.preventDefault();
  return (
    <form className="resource-search" role="search" onSubmit={submit}>
      <label className="resource-search__label" htmlFor={id}>
        Search categories and videos
      </label>
      <div className="resource-search__field">
        <svg
          className="resource-search__icon"
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
          className="resource-search__input"
          type="search"
          name="q"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="Topic, title or speaker"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-describedby={statusId}
        />
      </div>
    </form>
  );
}
