import { useId, type FormEvent, type Ref } from "react";
import { SearchField } from "../../components/search-field.tsx";

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
      <SearchField
        id={id}
        label="Search categories and videos"
        placeholder="Topic, title or speaker"
        value={value}
        onChange={onChange}
        inputRef={inputRef}
        describedBy={statusId}
      />
    </form>
  );
}
