import { useEffect, useId, useRef, type FormEvent } from "react";
import { useLocation } from "react-router-dom";
import { Link } from "../../components/app-link.tsx";
import { SearchField } from "../../components/search-field.tsx";
import { assetHref } from "../../site/asset-href.ts";
import { paths } from "../../content/shared/paths.ts";
import { useSearchQuery } from "../resources/use-search-query.ts";
import type { TextPart } from "../../content/search/client/search-excerpt.ts";
import type { SearchResult } from "../../content/search/client/search-client.ts";
import { useBlogSearch, type SearchState } from "./use-blog-search.ts";

const kindLabel = { post: "Post", category: "Resources category", video: "Video" } as const;

/** Text with the query's words in <mark>: React writes each part as text, so nothing from the data becomes HTML. */
function Marked({ parts }: { parts: readonly TextPart[] }) {
  return parts.map((part, index) => (part.mark ? <mark key={index}>{part.text}</mark> : part.text));
}

/**
 * One result: what it is, its title (leading to the section whose heading matches, when one does), and the sentence
 * that matched with the query's words highlighted (the summary when no sentence of the body matched).
 */
function SearchResultItem({ result }: { result: SearchResult }) {
  const { section, sentence } = result.excerpt;
  return (
    <li className="blog-search__result">
      <span className="kicker kicker--compact">{kindLabel[result.kind]}</span>
      <Link className="blog-search__link" to={section ? `${result.path}#${section.id}` : result.path}>
        <Marked parts={result.marked.title} />
      </Link>
      {section ? (
        <span className="blog-search__section">
          Section: <Marked parts={section.heading} />
        </span>
      ) : null}
      <span className="blog-search__text">
        {sentence ? null : result.kind === "video" ? "In " : null}
        <Marked parts={sentence ?? result.marked.text} />
      </span>
    </li>
  );
}

function announcement(state: SearchState): string {
  switch (state.status) {
    case "idle":
      return "";
    case "searching":
      return "Searching…";
    case "failed":
      return "The search could not load. Check your connection and try again.";
    case "done": {
      const { total } = state.answer;
      const shown = total > state.answer.results.length ? ` (showing the best ${state.answer.results.length})` : "";
      return total === 0
        ? `No results for “${state.query}”`
        : `${total} ${total === 1 ? "result" : "results"} for “${state.query}”${shown}`;
    }
  }
}

/**
 * The blog's search: a plain GET form (without JavaScript it reloads /blog, the full list), searching as the
 * visitor types once the app runs. The query stays in the URL (`?q=`); the count is announced politely.
 */
export function BlogSearch({ onActive }: { onActive: (active: boolean) => void }) {
  const [query, setQuery] = useSearchQuery();
  const state = useBlogSearch(query);
  const id = useId();
  const statusId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { search, key } = useLocation();
  useEffect(() => {
    // The header's "Search" link (`?q=` and nothing typed yet) lands here: put the caret in the field. Typing
    // changes the query, so this never runs again while the visitor types.
    if (search === "?q=") input.current?.focus();
  }, [search, key]);
  // Results take the list's place; if the search cannot load, the list stays.
  useEffect(() => onActive(state.status === "searching" || state.status === "done"), [state.status, onActive]);
  const submit = (event: FormEvent) => event.preventDefault();
  return (
    <section className="blog-search" aria-label="Search">
      <form
        id="search"
        className="blog-search__form"
        role="search"
        action={assetHref(paths.blog())}
        method="get"
        onSubmit={submit}
      >
        <SearchField
          id={id}
          label="Search posts and videos"
          placeholder="A word, topic or speaker"
          value={query}
          onChange={setQuery}
          inputRef={input}
          describedBy={statusId}
        />
      </form>
      <p id={statusId} className="blog-search__status" role="status">
        {announcement(state)}
      </p>
      {state.status === "done" && state.answer.results.length > 0 ? (
        <ol className="blog-search__results">
          {state.answer.results.map((result) => (
            <SearchResultItem key={result.id} result={result} />
          ))}
        </ol>
      ) : null}
    </section>
  );
}
