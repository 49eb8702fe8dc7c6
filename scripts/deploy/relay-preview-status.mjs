// @ts-check
/* global process, console, fetch */
// `node scripts/deploy/relay-preview-status.mjs` in .github/workflows/preview-relay.yml: re-posts another host's
// preview of a commit as the commit status the content manager reads (PREVIEW_CONTEXT, decision 68). Netlify, Vercel
// and AWS Amplify report a preview as a GitHub deployment (deployment_status events), Cloudflare Pages as a check run
// (check_run events). Plain Node, no dependency: it runs with a statuses: write token, so nothing is installed.
import { readFile } from "node:fs/promises";
import { pathToFileURL } from "node:url";

/** The check-run apps whose runs name a preview address (Cloudflare's Git integration, under both its names). */
export const previewCheckApps = ["cloudflare-pages", "cloudflare-workers-and-pages"];
/** Deployments that are not previews: a production one, and GitHub Pages' own (branch mode makes them). */
const notPreview = /production|^github-pages$/i;
/** The commit's own address in a Cloudflare Pages check run (`https://<hash>.<project>.pages.dev`), listed first. */
const pagesDev = /https:\/\/[a-z0-9-]+\.[a-z0-9-]+\.pages\.dev\/?/i;

/**
 * @typedef {{ sha: string, state: "pending" | "success" | "failure", target_url?: string, description: string }} Status
 * @param {string} eventName
 * @param {any} event the webhook payload (GITHUB_EVENT_PATH)
 * @returns {Status | { skip: string }}
 */
export function statusOf(eventName, event) {
  if (eventName === "deployment_status") return fromDeployment(event);
  if (eventName === "check_run") return fromCheckRun(event);
  return { skip: `${eventName} is not an event that reports a preview` };
}

/** @param {any} event */
function fromDeployment({ deployment, deployment_status: status }) {
  const environment = String(status.environment || deployment.environment || "");
  const host = String(deployment.creator?.login ?? "the host").replace(/\[bot\]$/, "");
  if (deployment.production_environment === true || notPreview.test(environment))
    return { skip: `the deployment to "${environment}" is not a preview` };
  const sha = deployment.sha;
  const url = status.environment_url || status.target_url;
  switch (status.state) {
    case "success":
      if (!url) return { skip: "the deployment names no address" };
      return { sha, state: "success", target_url: url, description: short(`Preview by ${host} (${environment})`) };
    case "pending":
    case "queued":
    case "in_progress":
      return { sha, state: "pending", description: short(`${host} is building the preview`) };
    case "failure":
    case "error":
      return withUrl({ sha, state: "failure", description: short(`${host}'s preview failed`) }, status.log_url || url);
    default:
      return { skip: `a deployment status "${status.state}" says nothing about a preview` };
  }
}

/** @param {any} event */
function fromCheckRun({ action, check_run: run }) {
  const app = run.app?.slug ?? "";
  if (!previewCheckApps.includes(app)) return { skip: `check runs of "${app}" name no preview` };
  if (action !== "completed") return { skip: `the check run is ${action}, not completed` };
  const sha = run.head_sha;
  if (run.conclusion === "success") {
    const url = pagesDev.exec(`${run.output?.summary ?? ""}\n${run.output?.text ?? ""}`)?.[0];
    if (!url) return { skip: "the check run names no pages.dev address" };
    return { sha, state: "success", target_url: url, description: "Preview by Cloudflare Pages" };
  }
  if (["neutral", "skipped", "stale"].includes(run.conclusion))
    return { skip: `the check run ended ${run.conclusion}` };
  return withUrl(
    { sha, state: "failure", description: `Cloudflare Pages' preview ended ${run.conclusion}` },
    run.details_url,
  );
}

/** A status's link, when it is a web address (a status refuses anything else).
 * @param {Status} status @param {unknown} url */
const withUrl = (status, url) =>
  typeof url === "string" && /^https?:\/\//.test(url) ? { ...status, target_url: url } : status;
/** A status's description holds 140 characters. @param {string} text */
const short = (text) => (text.length > 140 ? `${text.slice(0, 139)}…` : text);

async function main() {
  const { GITHUB_EVENT_NAME = "", GITHUB_EVENT_PATH = "", GITHUB_REPOSITORY = "", GH_TOKEN = "" } = process.env;
  const api = process.env.GITHUB_API_URL ?? "https://api.github.com";
  const context = process.env.PREVIEW_CONTEXT;
  if (!context) throw new Error("PREVIEW_CONTEXT is not set: the status context the content manager reads");
  const status = statusOf(GITHUB_EVENT_NAME, JSON.parse(await readFile(GITHUB_EVENT_PATH, "utf8")));
  if ("skip" in status) {
    console.log(`Nothing to report: ${status.skip}.`);
    return;
  }
  const { sha, ...body } = status;
  if (!/^[0-9a-f]{40}$/.test(sha)) throw new Error(`"${sha}" is not a commit`);
  const response = await fetch(`${api}/repos/${GITHUB_REPOSITORY}/statuses/${sha}`, {
    method: "POST",
    headers: {
      accept: "application/vnd.github+json",
      authorization: `Bearer ${GH_TOKEN}`,
      "content-type": "application/json",
      "x-github-api-version": "2022-11-28",
    },
    body: JSON.stringify({ ...body, context }),
  });
  if (!response.ok) throw new Error(`GitHub answered ${response.status}: ${await response.text()}`);
  console.log(
    `Reported ${context} on ${sha.slice(0, 7)}: ${body.state}${body.target_url ? ` ${body.target_url}` : ""}.`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error) => {
    console.error(`relay-preview-status: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  });
}
