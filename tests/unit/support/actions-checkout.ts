// The clone actions/checkout@v4 (v4.4.0, src/git-source-provider.ts and git-command-manager.ts) makes for a job that
// checks out `sparse-checkout: scripts/deploy` only, command for command, against a local repository standing in
// for GitHub: git init, a blob-less depth-1 fetch, cone-mode sparse checkout, then the checkout itself.
import { execFile } from "node:child_process";
import { promisify } from "node:util";

const exec = promisify(execFile);

/** Which ref the step names: `ref: <default branch>` (an unqualified branch), or none (the event's commit). */
export type CheckoutRef = { branch: string } | { branch: string; commit: string };

/** Makes `at` as actions/checkout@v4 does with `sparse-checkout: <cone>` and the default fetch-depth 1. */
export async function checkoutLikeActions(url: string, at: string, ref: CheckoutRef, cone: string[]): Promise<void> {
  const git = (...args: string[]) => exec("git", args, { cwd: at });
  await exec("git", ["init", at]);
  await git("remote", "add", "origin", url);
  await git("config", "--local", "gc.auto", "0");
  // configureAuth: the token as an extra header (persist-credentials: true); unused by a file:// remote.
  await git(
    "config",
    "--local",
    "http.https://github.com/.extraheader",
    "AUTHORIZATION: basic eC1hY2Nlc3MtdG9rZW46Kio=",
  );
  // getRefSpec: a commit lands on its branch's remote ref; an unqualified branch name is fetched by pattern.
  const refSpec =
    "commit" in ref
      ? [`+${ref.commit}:refs/remotes/origin/${ref.branch}`]
      : [
          `+refs/heads/${ref.branch}*:refs/remotes/origin/${ref.branch}*`,
          `+refs/tags/${ref.branch}*:refs/tags/${ref.branch}*`,
        ];
  await git(
    "-c",
    "protocol.version=2",
    "fetch",
    "--no-tags",
    "--prune",
    "--no-recurse-submodules",
    // sparse-checkout without a `filter:` input fetches without blobs.
    "--filter=blob:none",
    "--depth=1",
    "origin",
    ...refSpec,
  );
  // sparseCheckoutConeMode defaults to true: `git sparse-checkout set`, before the checkout.
  await git("sparse-checkout", "set", ...cone);
  await git("checkout", "--progress", "--force", "-B", ref.branch, `refs/remotes/origin/${ref.branch}`);
}

/** Serves a bare repository the way GitHub does for these fetches: partial clone filters and fetches by commit. */
export async function likeGitHub(bare: string): Promise<void> {
  await exec("git", ["-C", bare, "config", "uploadpack.allowFilter", "true"]);
  await exec("git", ["-C", bare, "config", "uploadpack.allowAnySHA1InWant", "true"]);
}
