// Catches a page that fails to render and shows the error screen in its place.
import { Component, type ReactNode } from "react";
import { Link } from "./app-link.tsx";
import { DefaultHead } from "./head.tsx";
import { paths } from "../content/shared/paths.ts";

interface State {
  error: Error | null;
}

/** A rendering error shows the error screen of docs/product.md §2 with a way home, never a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    // Navigating away from a broken page clears the error screen.
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <section className="status-page" aria-labelledby="error-title">
        <DefaultHead />
        <h1 id="error-title">Unexpected Application Error!</h1>
        <p>Something went wrong while showing this page. Reloading often helps.</p>
        <p className="status-page__actions">
          <a className="button" href="">
            Reload the page
          </a>
          <Link className="button button--ghost" to={paths.home()} reloadDocument>
            Go to the home page
          </Link>
        </p>
      </section>
    );
  }
}
