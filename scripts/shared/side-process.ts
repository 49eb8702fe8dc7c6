// Build work that needs little of the build's state, in a Node process of its own (started through tsx's require
// hook): what it allocates, and the garbage it leaves, live and die there instead of beside the loaded posts and the
// prerender's workers. The card drawer and the search index run this way.
import { fork, type Serializable } from "node:child_process";
import { fileURLToPath } from "node:url";
import { runInBackground } from "./background.ts";
import { childEnv } from "./child-env.ts";

/** The one answer a side process gives, as it finishes. */
export type SideAnswer<Result> = { done: Result; maxRssMb: number; cpuMs: number } | { error: string };

/** What a side process produced, with its peak memory (MB) and CPU time (ms) for the build's figures. */
export interface SideResult<Result> {
  value: Result;
  maxRssMb: number;
  cpuMs: number;
}

/**
 * Starts `module` (a TypeScript module that calls `answerParent`) in its own process. `send` hands it a message and
 * settles once the pipe took it, so a sender keeps pace with the process; `result()` settles when it exits. `signal`
 * kills it (a failed build); `what` names the work in a failure's message; `env` is its environment (child-env.ts by
 * default); `background` lowers its priority, for work the build needs only at its end (background.ts).
 */
export function startSideProcess<Message extends Serializable, Result>(
  module: URL,
  what: string,
  {
    signal,
    env = childEnv(),
    background = false,
  }: { signal?: AbortSignal; env?: NodeJS.ProcessEnv; background?: boolean } = {},
) {
  const starter = fileURLToPath(new URL("./ts-worker.cjs", import.meta.url));
  // Not this process's own flags (tsx's ESM loader, say): the side process starts through tsx's require hook alone.
  const child = fork(starter, [module.href], {
    execArgv: [],
    env,
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    signal,
  });
  if (background) runInBackground(child);
  // How the process ended, as a value: a failure is thrown to the caller that asks for the result, and a process
  // that fails while nobody waits (its sender busy making the next message) is no unhandled rejection.
  const ended = new Promise<SideResult<Result> | Error>((resolve) => {
    let answer: SideAnswer<Result> | undefined;
    child.on("message", (message: SideAnswer<Result>) => (answer = message));
    child.on("error", () => undefined); // an abort or a failed start ends in 'exit' too, which says what happened
    child.on("exit", (code, killed) => {
      if (answer && "done" in answer) resolve({ value: answer.done, maxRssMb: answer.maxRssMb, cpuMs: answer.cpuMs });
      else
        resolve(
          new Error(
            `${what} failed: ${answer && "error" in answer ? answer.error : `the process stopped (${killed ?? `exit code ${code}`})`}`,
          ),
        );
    });
  });
  /** What the process produced, once it exits; rejects with what it failed of. */
  const result = async (): Promise<SideResult<Result>> => {
    const end = await ended;
    if (end instanceof Error) throw end;
    return end;
  };
  const send = (message: Message) =>
    new Promise<void>((resolve, reject) => {
      // A process that is gone failed for a reason of its own: that is the error worth reporting.
      const fail = (error: Error) => void ended.then((end) => reject(end instanceof Error ? end : error));
      if (!child.connected) return fail(new Error(`${what} failed: the process is gone`));
      child.send(message, (error) => (error ? fail(error) : resolve()));
    });
  return { send, result };
}

/**
 * The side process's part: handles each message in the order it came (one after another, `handle` may be async).
 * The first value `handle` returns (undefined means more is to come) is the answer: sent with the process's peak
 * memory and CPU time, then the process exits. So does an error, with its stack. A parent that goes away (a failed
 * or interrupted build) stops it.
 */
export function answerParent<Message, Result>(
  handle: (message: Message) => Promise<Result | undefined> | Result | undefined,
): void {
  process.once("disconnect", () => process.exit(1));
  // A failed build kills its side processes (SIGTERM). A module that listens for the signal (write-file-atomic's
  // signal-exit, which then removes its temporary files) takes Node's default exit away: exit here, which still runs
  // that clean-up (its 'exit' handler).
  process.once("SIGTERM", () => process.exit(143));
  const answer = (reply: SideAnswer<Result>, code: number) => process.send!(reply, () => process.exit(code));
  let queue = Promise.resolve();
  process.on("message", (message: Message) => {
    queue = queue
      .then(async (): Promise<void> => {
        const value = await handle(message);
        if (value === undefined) return;
        const used = process.cpuUsage();
        answer(
          {
            done: value,
            maxRssMb: process.resourceUsage().maxRSS / 1024,
            cpuMs: Math.round((used.user + used.system) / 1000),
          },
          0,
        );
      })
      .catch((error: unknown) => {
        answer({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }, 1);
      });
  });
}
