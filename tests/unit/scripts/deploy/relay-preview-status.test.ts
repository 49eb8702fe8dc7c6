// scripts/deploy/relay-preview-status.mjs run by Node on recorded webhook payloads (tests/fixtures/preview-events:
// Netlify, Vercel and Amplify deployments, Cloudflare Pages check runs), against a local server standing in for
// GitHub's statuses API: which preview it re-posts under the content manager's context, and what it leaves alone.
import { execFile } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { previewStatusContext } from "../../../../src/content/shared/preview-status.ts";

const exec = promisify(execFile);
const sha = "3f9c2b7e5d1a4c6b8e0f2a4c6e8b0d2f4a6c8e0b";
let server: Server;
let api: string;
let answer = 201;
let received: Array<{ method?: string; url?: string; auth?: string; body: Record<string, string> }> = [];

/** Runs the relay as the workflow does, on one recorded event. */
function relay(event: string, file: string) {
  return exec("node", ["scripts/deploy/relay-preview-status.mjs"], {
    env: {
      PATH: process.env.PATH,
      GITHUB_EVENT_NAME: event,
      GITHUB_EVENT_PATH: path.resolve("tests/fixtures/preview-events", file),
      GITHUB_API_URL: api,
      GITHUB_REPOSITORY: "studio-example/site",
      GH_TOKEN: "token-for-test",
      PREVIEW_CONTEXT: previewStatusContext,
    },
  });
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk.toString()));
    request.on("end", () => {
      const body = JSON.parse(text || "{}") as Record<string, string>;
      received.push({ method: request.method, url: request.url, auth: request.headers.authorization, body });
      response.writeHead(answer, { "content-type": "application/json" }).end(answer < 300 ? text : '{"message":"no"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
beforeEach(() => {
  received = [];
  answer = 201;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("relay-preview-status.mjs", () => {
  it.each([
    ["Netlify", "netlify-success.json", "https://deploy-preview-12--first-principles.netlify.app"],
    ["Vercel", "vercel-success.json", "https://first-principles-git-cms-posts-what-a-story-is-studio.vercel.app"],
  ])("re-posts %s's ready preview (a deployment) as a success with its address", async (_, file, url) => {
    await relay("deployment_status", file);
    expect(received).toEqual([
      {
        method: "POST",
        url: `/repos/studio-example/site/statuses/${sha}`,
        auth: "Bearer token-for-test",
        body: {
          state: "success",
          target_url: url,
          description: expect.stringMatching(/^Preview by /),
          context: "site-preview",
        },
      },
    ]);
  });

  it("re-posts Cloudflare Pages' check run with the commit's own pages.dev address", async () => {
    await relay("check_run", "cloudflare-success.json");
    expect(received.map(({ body }) => body)).toEqual([
      {
        state: "success",
        target_url: "https://3f9c2b7e.first-principles.pages.dev",
        description: "Preview by Cloudflare Pages",
        context: "site-preview",
      },
    ]);
  });

  it("reports a building preview as pending, and a failed one as failure with the host's log", async () => {
    await relay("deployment_status", "amplify-in-progress.json");
    await relay("deployment_status", "netlify-failure.json");
    await relay("check_run", "cloudflare-failure.json");
    expect(received.map(({ body }) => [body.state, body.target_url])).toEqual([
      ["pending", undefined],
      ["failure", "https://app.netlify.com/sites/first-principles/deploys/6748a1f0c2b3d40008e1f2a3"],
      [
        "failure",
        "https://dash.cloudflare.com/?to=/:account/pages/view/first-principles/3f9c2b7e-1d2c-4b5a-9e8f-7a6b5c4d3e2f",
      ],
    ]);
    expect(received[0]?.body.description).toBe("aws-amplify-us-east-1 is building the preview");
  });

  it.each([
    [
      "deployment_status",
      "vercel-production.json",
      'the deployment to "Production – first-principles" is not a preview',
    ],
    ["deployment_status", "github-pages.json", 'the deployment to "github-pages" is not a preview'],
    ["check_run", "actions-check-run.json", 'check runs of "github-actions" name no preview'],
  ])("leaves alone what is not a preview: %s %s", async (event, file, reason) => {
    const { stdout } = await relay(event, file);
    expect(stdout).toContain(`Nothing to report: ${reason}.`);
    expect(received).toEqual([]);
  });

  it("fails, saying what GitHub answered, when the status is refused", async () => {
    answer = 403;
    await expect(relay("deployment_status", "netlify-success.json")).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('GitHub answered 403: {"message":"no"}'),
    });
  });
});
