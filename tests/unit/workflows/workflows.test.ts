// The GitHub Actions workflows, read as YAML: what starts them, the least permissions each job needs, and the preview's
// commit status matching what the content manager reads (decision 57).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { cmsConfig } from "../../../src/admin/config.ts";
import { routes } from "../../../src/content/shared/routes.ts";

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  if?: string;
  needs?: string | string[];
  permissions?: Record<string, string>;
  steps: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  env?: Record<string, string>;
  concurrency?: { group: string; "cancel-in-progress": boolean };
  jobs: Record<string, Job>;
}

/** The generated collections (npm run schemas): what "View preview" opens for each. */
const collections = JSON.parse(readFileSync("src/admin/cms-collections.json", "utf8")) as Array<{
  name: string;
  preview_path?: string;
  files?: Array<{ name: string; preview_path?: string }>;
}>;
const workflow = (name: string) => parse(readFileSync(`.github/workflows/${name}`, "utf8")) as Workflow;
const preview = workflow("preview.yml");
const cleanup = workflow("preview-cleanup.yml");
const links = workflow("links.yml");
const pages = workflow("pages.yml");
const runs = (job: Job) => job.steps.map((step) => step.run ?? "").join("\n");
/** What a job may do: its own permissions, or the workflow's when it has none. */
const permissionsOf = (flow: Workflow, job: string) => flow.jobs[job]!.permissions ?? flow.permissions;

describe("the preview workflow (preview.yml)", () => {
  it("runs on every pull request's opening, new commits and reopening, and on nothing else", () => {
    expect(preview.on).toEqual({ pull_request: { types: ["opened", "synchronize", "reopened"] } });
  });

  it("reports the commit status the content manager reads, on the pull request's head commit", () => {
    const backend = cmsConfig(undefined, { repo: "owner/site", branch: "main" })?.backend as Record<string, string>;
    expect(backend.preview_context).toBeTruthy();
    expect(preview.env?.PREVIEW_CONTEXT).toBe(backend.preview_context);
    expect(preview.env?.HEAD_SHA).toBe("${{ github.event.pull_request.head.sha }}");
    const statuses = Object.values(preview.jobs).flatMap((job) =>
      job.steps.filter((step) => step.run?.includes("/statuses/")).map((step) => step.run ?? ""),
    );
    expect(statuses).toHaveLength(3);
    for (const run of statuses) {
      expect(run).toContain('repos/$GITHUB_REPOSITORY/statuses/$HEAD_SHA"');
      expect(run).toContain('-f context="$PREVIEW_CONTEXT"');
    }
    expect(statuses.map((run) => /state=(\w+)/.exec(run)?.[1])).toEqual(["pending", "success", "failure"]);
    expect(statuses[1]).toContain('target_url="$URL"');
  });

  it("builds with PREVIEW_URL and without --production, and publishes the build at pr-<number>/", () => {
    const build = preview.jobs.build!.steps.find((step) => step.run === "npm run build");
    expect(build?.env?.PREVIEW_URL).toBe("${{ steps.address.outputs.url }}");
    expect(runs(preview.jobs.build!)).toContain('echo "url=${pages%/}/pr-$PR_NUMBER/"');
    expect(runs(preview.jobs.publish!)).toContain('scripts/deploy/pages-branch.sh preview "$PR_NUMBER"');
  });

  it("gives each job only what it needs, and the pull request's code no write access to the repository", () => {
    expect(preview.permissions).toEqual({});
    expect(permissionsOf(preview, "build")).toEqual({ contents: "read", pages: "read", statuses: "write" });
    expect(permissionsOf(preview, "publish")).toEqual({ contents: "write", statuses: "write" });
    expect(permissionsOf(preview, "failed")).toEqual({ statuses: "write" });
    // The job that may push runs the publishing script of the default branch, never the pull request's code.
    const checkout = preview.jobs.publish!.steps.find((step) => step.uses?.startsWith("actions/checkout"));
    expect(checkout?.with).toEqual({
      ref: "${{ github.event.repository.default_branch }}",
      "sparse-checkout": "scripts/deploy",
    });
    expect(runs(preview.jobs.publish!)).not.toMatch(/npm|npx/);
  });

  it("skips forks, whose token can neither publish nor report", () => {
    expect(preview.jobs.build!.if).toBe("github.event.pull_request.head.repo.full_name == github.repository");
  });
});

describe("the preview's removal (preview-cleanup.yml)", () => {
  it("runs when a pull request closes, merged or not, and removes pr-<number>/", () => {
    expect(cleanup.on).toEqual({ pull_request: { types: ["closed"] } });
    expect(runs(cleanup.jobs.remove!)).toContain(
      'scripts/deploy/pages-branch.sh remove "${{ github.event.pull_request.number }}"',
    );
  });

  it("stops a preview still being built for the same pull request, and may only write contents", () => {
    expect(cleanup.concurrency).toEqual(preview.concurrency);
    expect(cleanup.concurrency?.["cancel-in-progress"]).toBe(true);
    expect(cleanup.permissions).toEqual({});
    expect(permissionsOf(cleanup, "remove")).toEqual({ contents: "write" });
  });
});

describe("CI (ci.yml)", () => {
  it("does not test pushes to the Pages branch, which holds built files", () => {
    expect(workflow("ci.yml").on.push).toEqual({ "branches-ignore": ["gh-pages"] });
  });
});

describe("the site's deploy (pages.yml)", () => {
  it("publishes the production build to the Pages branch around the previews, with only contents: write", () => {
    expect(pages.permissions).toEqual({ contents: "write" });
    const steps = runs(pages.jobs.build!);
    expect(steps).toContain("npm run build -- --production");
    expect(steps).toContain("scripts/deploy/pages-branch.sh site dist");
  });
});

describe("the weekly link check (links.yml)", () => {
  it("runs on a weekly schedule (and by hand), never on pushes or pull requests", () => {
    expect(Object.keys(links.on).sort()).toEqual(["schedule", "workflow_dispatch"]);
    const schedule = links.on.schedule as Array<{ cron: string }>;
    expect(schedule).toHaveLength(1);
    // minute hour * * weekday: once a week.
    expect(schedule[0]?.cron).toMatch(/^\d+ \d+ \* \* [0-6]$/);
  });

  it("may write issues and read contents, nothing more", () => {
    expect(links.permissions).toEqual({});
    expect(permissionsOf(links, "links")).toEqual({ contents: "read", issues: "write" });
  });

  it("checks with the project's checker, a cache kept by actions/cache, and one issue found by its label", () => {
    const job = links.jobs.links!;
    expect(runs(job)).toMatch(/npm run check:links -- --cache (\S+)\/links\.json --report/);
    const cache = job.steps.find((step) => step.uses?.startsWith("actions/cache"));
    expect(cache?.with?.path).toBe(".cache/link-check");
    expect(runs(job)).toContain('gh issue list --repo "$GITHUB_REPOSITORY" --label "$LABEL" --state open');
    expect(runs(job)).toContain('gh issue edit "$number"');
    expect(runs(job)).toContain('gh issue create --repo "$GITHUB_REPOSITORY" --title "$TITLE" --label "$LABEL"');
  });
});

describe("the only workflow that may write issues", () => {
  it("is the link check's", () => {
    for (const flow of [preview, cleanup, pages, workflow("ci.yml")])
      for (const job of Object.keys(flow.jobs)) expect(permissionsOf(flow, job)?.issues).toBeUndefined();
  });
});

describe("the content manager's View preview (src/admin/cms-collections.json)", () => {
  it("opens the page being edited: a post at its address, the categories file at the resources hub", () => {
    const posts = collections.find((collection) => collection.name === "posts");
    expect(posts?.preview_path).toBe(routes.post.pattern.replace(":slug", "{{slug}}"));
    expect(posts?.preview_path).toBe("/blog/{{slug}}");
    const files = collections.flatMap((collection) => collection.files ?? []);
    expect(files.find((file) => file.name === "categories")?.preview_path).toBe("/resources");
  });
});
