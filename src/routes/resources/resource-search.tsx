import { useId, type FormEvent, type Ref } from "react";
import { SearchField } from "../../components/search-field.tsx";
import { paths } from "../../content/shared/paths.ts";
import { assetHref } from "../../site/asset-href.ts";

interface Props {
  value: string;
  onChange: (value: string) => void;
  inputRef: Ref<HTMLInputElement>;
  /** The id of the polite status region that counts the results. */
  statusId: string;
}

/**
 * A labelled search field that filters the categories as the visitor types. Without JavaScript its button submits a
 * plain GET to the hub, whose `?q=` the app applies once it runs.
 */
export function ResourceSearch({ value, onChange, inputRef, statusId }: Props) {
  const id = useId();
  // With the app running, filtering is live: Enter and the button have nothing left to submit (no reload).
  const submit = (event: FormEvent) => event.preventDefault();
  return (
    <form
      className="resource-search"
      role="search"
      action={assetHref(paths.resources())}
      method="get"
      onSubmit={submit}
    >
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
