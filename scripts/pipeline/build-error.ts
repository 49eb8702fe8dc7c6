// The one error a failed build throws (runBuild, run-build.ts): which phase failed, what kind of failure it was, its
// reason, and the problems behind it (data errors, placeholders, broken pages), each a line for the maintainer.

/** What stopped the build: bad data, placeholders in a production build, broken emitted pages, or a phase's error. */
export type BuildErrorKind = "data" | "placeholders" | "pages" | "phase";

export class BuildError extends Error {
  override readonly name = "BuildError";

  constructor(
    /** The phase that failed (`check data`, `render`, …). */
    readonly phase: string,
    readonly kind: BuildErrorKind,
    /** What went wrong, in a sentence: the message the command line prints. */
    readonly reason: string,
    /** The problems behind it, one line each (none for a phase that simply threw). */
    readonly problems: readonly string[] = [],
    options?: ErrorOptions,
  ) {
    super(reason, options);
  }
}

/** A failure a phase foresaw (with its kind and problems), thrown inside it; the scheduler names the phase. */
export class PhaseFailure extends Error {
  constructor(
    readonly kind: Exclude<BuildErrorKind, "phase">,
    reason: string,
    readonly problems: readonly string[] = [],
  ) {
    super(reason);
  }
}

/** The message of anything thrown. */
export const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** `error`, thrown by the phase `phase`, as the build's error. */
export function buildErrorOf(phase: string, error: unknown): BuildError {
  if (error instanceof BuildError) return error;
  if (error instanceof PhaseFailure) return new BuildError(phase, error.kind, error.message, error.problems);
  return new BuildError(phase, "phase", reasonOf(error), [], { cause: error });
}
