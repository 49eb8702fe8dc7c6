// The page a pull request's preview shows when its site did not build: each problem as the build reports it (file,
// line, column, field, what is wrong and the fix), in the site's colours, noindex, with no asset and no script.
import { createHash } from "node:crypto";
import type { Problem } from "../../src/content/checking/problems.ts";

export interface FailedPage {
  /** The pull request's number. */
  pullRequest: number;
  /** The commit that did not build. */
  commit: string;
  /** The data check's problems (errors first); empty when the build failed for another reason. */
  problems: readonly Problem[];
  /** The build's own report of the failure (its log from "Build failed"), shown when there are no data problems. */
  report: string;
  /** The run's address, for the whole log; only an https address is linked. */
  runUrl?: string;
}

/** Everything from a pull request is text: escaped for HTML text and attribute values alike. */
const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

function problemItem(problem: Problem): string {
  const where = `${problem.file}:${problem.line}:${problem.column}`;
  const field = problem.field ? ` <span class="field">${escapeHtml(problem.field)}</span>` : "";
  const kind = problem.severity === "error" ? "" : ` <span class="kind">${escapeHtml(problem.severity)}</span>`;
  return `<li><p class="where"><code>${escapeHtml(where)}</code>${field}${kind}</p><p>${escapeHtml(problem.message)}</p></li>`;
}

/** The page's HTML; `tokens` is the site's colour and type tokens (src/styles/tokens.css). */
export function failedPageHtml(page: FailedPage, tokens: string): string {
  const errors = page.problems.filter((problem) => problem.severity === "error");
  const shown = [...errors, ...page.problems.filter((problem) => problem.severity !== "error")];
  const run = page.runUrl?.startsWith("https://")
    ? `<p>The whole log: <a href="${escapeHtml(page.runUrl)}">the workflow run</a>.</p>`
    : "";
  const body = shown.length
    ? `<h2>${escapeHtml(plural(errors.length, "problem"))} to fix</h2><ol class="problems">${shown.map(problemItem).join("")}</ol>`
    : `<h2>What the build reported</h2><pre>${escapeHtml(page.report.trim() || "The build stopped without a report.")}</pre>`;
  const style = `${tokens}\n${pageStyle}`;
  const hash = createHash("sha256").update(style).digest("base64");
  const csp = `default-src 'none'; style-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="robots" content="noindex">
<title>Preview not built: pull request #${page.pullRequest}</title>
<style>${style}</style>
</head>
<body>
<main>
<p class="eyebrow">Preview of pull request #${page.pullRequest}</p>
<h1>This preview did not build</h1>
<p class="lead">The site of commit <code>${escapeHtml(page.commit.slice(0, 7))}</code> did not build, so there is no
preview of it. Fix what is listed here in the pull request; its next commit builds the preview again.</p>
${body}
${run}
</main>
</body>
</html>
`;
}

const pageStyle = `
body { margin: 0; background: var(--paper); color: var(--ink); font: 400 var(--step-0) / 1.6 var(--font-sans); }
main { max-width: 46rem; margin: 0 auto; padding: clamp(2rem, 6vw, 4.5rem) 1.25rem 4rem; }
.eyebrow { margin: 0; color: var(--accent-strong); font-size: var(--step--1); font-weight: 600; letter-spacing: 0.06em;
  text-transform: uppercase; }
h1 { margin: 0.4rem 0 1rem; font: 600 var(--step-3) / 1.15 var(--font-display); }
h2 { margin: 2.5rem 0 1rem; font: 600 var(--step-1) / 1.3 var(--font-display); }
.lead { color: var(--ink-soft); }
code, pre { font-family: var(--font-mono); font-size: 0.9em; overflow-wrap: anywhere; }
.problems { margin: 0; padding: 0; list-style: none; display: grid; gap: 0.75rem; }
.problems li { padding: 0.9rem 1.1rem; background: var(--surface); border: 1px solid var(--line);
  border-left: 4px solid var(--danger); border-radius: 0.5rem; }
.problems p { margin: 0; }
.where { display: flex; flex-wrap: wrap; gap: 0.25rem 0.75rem; margin-bottom: 0.35rem !important; color: var(--muted); }
.field { color: var(--ink); font-family: var(--font-mono); font-size: 0.9em; font-weight: 600; }
.kind { color: var(--accent-strong); font-size: var(--step--1); }
pre { margin: 0; padding: 1rem; background: var(--surface-sunk); border: 1px solid var(--line); border-radius: 0.5rem;
  white-space: pre-wrap; }
a { color: var(--accent-strong); }
`;
