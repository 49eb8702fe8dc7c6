// The command lines' reading of the environment and the working folder: DATA_DIR, PREVIEW_URL, BUILD_DATE,
// GITHUB_ACTIONS. Only a command line (and the entry of a Vite process, whose parent set the variables from its
// options) imports this; every module below them gets these as arguments (tests/unit/scripts/ambient-input.test.ts).
import path from "node:path";

/** A variable set to a value the command cannot use: its message names the variable and the fix. */
class EnvironmentError extends Error {
  override readonly name = "EnvironmentError";
}

/** What `read` returns; a variable it refuses ends the command with its message and exit code 1, not a stack trace. */
export async function readOrExit<T>(read: () => T | Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof EnvironmentError)) throw error;
    console.error(`${error.message}\nNothing was built or checked.`);
    process.exit(1);
  }
}

/** The folder the command was started in. */
export const workingDir = (): string => process.cwd();

/** The folder content comes from: `data/`, or `DATA_DIR` (benchmarks and tests use temporary trees). */
export const dataDirFromEnv = (): string => path.resolve(process.env.DATA_DIR ?? "data");

/**
 * `PREVIEW_URL`: the address a pull request's preview is published at (decision 57), e.g.
 * `https://owner.github.io/repo/pr-12/`. It replaces site.json's `url` (links, assets, canonical URLs follow) and
 * makes every page noindex. Checked as `url` is; unset or empty for the site itself. The schema (and Zod, about 0.1 s
 * of loading) is loaded only when the variable is set: a build's Vite process starts after this module's imports.
 */
export async function previewUrlFromEnv(): Promise<string | undefined> {
  const set = process.env.PREVIEW_URL;
  if (set === undefined || set === "") return undefined;
  const { siteSchema } = await import("../../src/content/schemas/site.ts");
  const checked = siteSchema.shape.url.safeParse(set);
  if (!checked.success)
    throw new EnvironmentError(
      `PREVIEW_URL=${set} is not a site address: ${checked.error.issues[0]?.message ?? "invalid"}`,
    );
  return set;
}

/** The current UTC date, yyyy-mm-dd. */
const utcToday = (): string => new Date().toISOString().slice(0, 10);

/** The day the build counts as today: `BUILD_DATE` (yyyy-mm-dd, for tests and previews) or the current UTC date. */
export function buildDateFromEnv(): string {
  const set = process.env.BUILD_DATE;
  if (set === undefined || set === "") return utcToday();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(set) || Number.isNaN(Date.parse(set)))
    throw new EnvironmentError(`BUILD_DATE=${set} is not a date written yyyy-mm-dd, e.g. BUILD_DATE=2025-02-01`);
  return set;
}

/** Whether problems are also printed as GitHub's annotations: the command runs in GitHub Actions. */
export const annotationsFromEnv = (): boolean => process.env.GITHUB_ACTIONS === "true";
