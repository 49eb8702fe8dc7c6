// The GitHub Actions workflows, read as YAML: what starts them, the least permissions each job needs, and the preview's
// commit status matching what the content manager reads (decision 57).
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { cmsConfig } from "../../../src/admin/config.ts";
import { previewStatusContext } from "../../../src/content/shared/preview-status.ts";
import { routes } from "../../../src/content/shared/routes.ts";

interface Step {
  id?: string;
  if?: string;
  shell?: string;
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
    const build = preview.jobs.build!.steps.find((step) => step.id === "build");
    expect(build?.run).toBe('npm run build 2>&1 | tee "$RUNNER_TEMP/build.log"');
    // pipefail (GitHub's `shell: bash`): a failed build fails the step, and so the pull request's checks.
    expect(build?.shell).toBe("bash");
    expect(build?.env?.PREVIEW_URL).toBe("${{ needs.start.outputs.url }}");
    expect(runs(preview.jobs.start!)).toContain('echo "url=${pages%/}/pr-$PR_NUMBER/"');
    expect(runs(preview.jobs.publish!)).toContain('scripts/deploy/pages-branch.sh preview "$PR_NUMBER"');
  });

  it("publishes a page that says why when the site does not build, and View preview opens it", () => {
    const steps = preview.jobs.build!.steps;
    const page = steps.find((step) => step.run?.includes("scripts/preview/failed-preview.ts"));
    expect(page?.if).toBe("failure() && steps.build.outcome == 'failure'");
    const upload = steps.find((step) => step.id === "failed");
    expect(upload?.if).toBe(page?.if);
    expect(upload?.with).toMatchObject({ name: "preview", path: "${{ runner.temp }}/failed" });
    // Published after a failed build as after a good one; reported as success, the only state Decap opens.
    expect(preview.jobs.publish!.if).toContain("(needs.build.result == 'success' || needs.build.result == 'failure')");
    expect(runs(preview.jobs.publish!)).toContain('if [ "$BUILD" = failure ]');
    // The failure status is left for a run that published nothing.
    expect(preview.jobs.failed!.if).toContain("needs.publish.result != 'success'");
  });

  it("gives each job only what it needs, and the pull request's code no write access to the repository", () => {
    expect(preview.permissions).toEqual({});
    expect(permissionsOf(preview, "start")).toEqual({ pages: "read", statuses: "write" });
    expect(permissionsOf(preview, "build")).toEqual({ contents: "read" });
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
    expect(preview.jobs.start!.if).toBe("github.event.pull_request.head.repo.full_name == github.repository");
    expect(preview.jobs.build!.needs).toBe("start");
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
  it("builds the production site read-only, and publishes its artifact to the Pages branch around the previews", () => {
    expect(pages.permissions).toEqual({});
    expect(permissionsOf(pages, "build")).toEqual({ contents: "read" });
    expect(permissionsOf(pages, "deploy")).toEqual({ contents: "write" });
    expect(runs(pages.jobs.build!)).toContain("npm run build -- --production");
    expect(pages.jobs.deploy!.needs).toBe("build");
    expect(pages.jobs.deploy!.steps.flatMap((step) => step.run ?? [])).toEqual([
      'scripts/deploy/pages-branch.sh site "$RUNNER_TEMP/site"',
    ]);
    // Only from the default branch: the scheduled run is on it, a push or a run by hand names it.
    expect(pages.jobs.build!.if).toBe(
      "github.event_name == 'schedule' || github.ref_name == github.event.repository.default_branch",
    );
  });
});

describe("the owner's docs on the Pages source", () => {
  it("say one thing, what pages.yml needs: Deploy from a branch, gh-pages (not GitHub Actions)", () => {
    for (const doc of ["docs/going-live.md", "docs/deploying.md"]) {
      const text = readFileSync(doc, "utf8");
      expect(text, doc).toMatch(/Deploy from a branch\*{0,2}, branch `gh-pages`/);
      expect(text, doc).not.toMatch(/source to \*GitHub Actions\*/);
    }
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

  it("checks with a read-only token, and writes the issue in a job of its own, nothing more", () => {
    expect(links.permissions).toEqual({});
    expect(permissionsOf(links, "check")).toEqual({ contents: "read" });
    expect(permissionsOf(links, "report")).toEqual({ issues: "write" });
    expect(links.jobs.report?.needs).toBe("check");
  });

  it("checks with the project's checker, a cache kept by actions/cache, and one issue found by its label", () => {
    const check = links.jobs.check!;
    expect(runs(check)).toMatch(
      /npm run check:links -- --cache (\S+)\/links\.json --report "\$RUNNER_TEMP\/links\.md"/,
    );
    const cache = check.steps.find((step) => step.uses?.startsWith("actions/cache"));
    expect(cache?.with?.path).toBe(".cache/link-check");
    // The report goes from one job to the other as an artifact, and whether links are dead as the job's output.
    const upload = check.steps.find((step) => step.uses?.startsWith("actions/upload-artifact"));
    const download = links.jobs.report!.steps.find((step) => step.uses?.startsWith("actions/download-artifact"));
    expect([upload?.with?.name, upload?.with?.path]).toEqual(["link-report", "${{ runner.temp }}/links.md"]);
    expect([download?.with?.name, download?.with?.path]).toEqual(["link-report", "${{ runner.temp }}"]);
    const report = links.jobs.report!;
    expect(report.steps.flatMap((step) => step.env?.DEAD ?? [])).toEqual(["${{ needs.check.outputs.dead }}"]);
    expect(runs(report)).toContain('gh issue list --repo "$GITHUB_REPOSITORY" --label "$LABEL" --state open');
    expect(runs(report)).toContain('gh issue edit "$number"');
    expect(runs(report)).toContain('gh issue create --repo "$GITHUB_REPOSITORY" --title "$TITLE" --label "$LABEL"');
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

/** Every workflow, by file name, parsed and as text (the text keeps the pins' version comments). */
const all = readdirSync(".github/workflows")
  .filter((name) => /\.ya?ml$/.test(name))
  .map((name) => ({ name, flow: workflow(name), text: readFileSync(`.github/workflows/${name}`, "utf8") }));
const writes = (permissions: Record<string, string> | undefined) =>
  Object.entries(permissions ?? {}).filter(([, access]) => access === "write");
/** A job that pushes: it runs the Pages branch script, the one step that needs the checkout's token. */
const pushes = (job: Job) => runs(job).includes("scripts/deploy/pages-branch.sh");

describe("least privilege in every workflow (issue 45)", () => {
  it("lists the workflows it checks", () => {
    expect(all.map(({ name }) => name)).toEqual(expect.arrayContaining(["ci.yml", "pages.yml", "preview.yml"]));
  });

  it.each(all)("$name: top-level permissions grant no write (a job that writes asks for it itself)", ({ flow }) => {
    expect(flow.permissions).toBeDefined();
    expect(writes(flow.permissions)).toEqual([]);
  });

  it.each(all)("$name: a job that may write anything installs and runs no package", ({ flow }) => {
    // An install script, or a package's code, would run where the token can write (issues, statuses, the repository).
    for (const [name, job] of Object.entries(flow.jobs)) {
      if (writes(permissionsOf(flow, name)).length === 0) continue;
      expect(runs(job), name).not.toMatch(/\b(npm|npx|tsx|yarn|pnpm)\b/);
      expect(
        job.steps.map((step) => step.uses?.split("@")[0] ?? "run"),
        name,
      ).not.toContain("actions/setup-node");
    }
  });

  it.each(all)("$name: a job that may write the repository runs no npm, npx, node or project code", ({ flow }) => {
    for (const [name, job] of Object.entries(flow.jobs)) {
      if (permissionsOf(flow, name)?.contents !== "write") continue;
      expect(runs(job), name).not.toMatch(/\b(npm|npx|node|tsx|yarn|pnpm)\b/);
      expect(
        job.steps.map((step) => step.uses?.split("@")[0] ?? "run"),
        name,
      ).not.toContain("actions/setup-node");
      // Its only code is the default branch's deploy script: a sparse checkout of scripts/deploy.
      for (const step of job.steps.filter((each) => each.uses?.startsWith("actions/checkout")))
        expect(step.with?.["sparse-checkout"], name).toBe("scripts/deploy");
      for (const run of job.steps.flatMap((step) => step.run ?? []))
        expect(run.match(/scripts\/[\w./-]+/g) ?? [], name).toEqual(
          (run.match(/scripts\/[\w./-]+/g) ?? []).filter((script) => script.startsWith("scripts/deploy/")),
        );
    }
  });

  it.each(all)(
    "$name: a job that does not push keeps no credentials in its clone; one that pushes does",
    ({ flow }) => {
      for (const [name, job] of Object.entries(flow.jobs)) {
        for (const step of job.steps.filter((each) => each.uses?.startsWith("actions/checkout"))) {
          // pages-branch.sh pushes with the token actions/checkout leaves in the clone.
          if (pushes(job)) expect(step.with?.["persist-credentials"], name).toBeUndefined();
          else expect(step.with?.["persist-credentials"], name).toBe(false);
        }
      }
    },
  );

  it.each(all)("$name: every action is pinned to a full commit SHA, its version in a comment", ({ flow, text }) => {
    const uses = Object.values(flow.jobs).flatMap((job) => job.steps.flatMap((step) => step.uses ?? []));
    expect(uses.length).toBeGreaterThan(0);
    for (const action of uses) expect(action).toMatch(/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/);
    for (const line of text.split("\n").filter((each) => /^\s*-?\s*uses:/.test(each)))
      expect(line).toMatch(/@[0-9a-f]{40} # v\d+(\.\d+)*$/);
  });
});

describe("Dependabot (.github/dependabot.yml)", () => {
  const config = () =>
    parse(readFileSync(".github/dependabot.yml", "utf8")) as {
      version: number;
      updates: Array<{ "package-ecosystem": string; directory: string; groups?: Record<string, unknown> }>;
    };

  it("keeps the pinned actions and the npm packages current, each ecosystem's updates grouped", () => {
    const { version, updates } = config();
    expect(version).toBe(2);
    const ecosystems = updates.map((update) => update["package-ecosystem"]).sort();
    expect(ecosystems).toEqual(["github-actions", "npm"]);
    for (const update of updates) {
      expect(update.directory).toBe("/");
      expect(Object.keys(update.groups ?? {}).length).toBeGreaterThan(0);
    }
  });

  it("opens branches in this repository, which the preview builds like any other pull request", () => {
    // Dependabot's branches are the repository's own, so `start` runs for them (not a fork's pull request).
    expect(preview.jobs.start!.if).not.toContain("dependabot");
    expect(preview.on).toEqual({ pull_request: { types: ["opened", "synchronize", "reopened"] } });
  });
});

describe("other hosts' previews (preview-relay.yml)", () => {
  const relay = workflow("preview-relay.yml");
  const job = relay.jobs.relay!;

  it("runs on deployments' statuses and completed check runs, for the hosts' events only", () => {
    expect(relay.on).toEqual({ deployment_status: null, check_run: { types: ["completed"] } });
    expect(job.if).toContain("github.event.deployment.environment != 'github-pages'");
    expect(job.if).toContain('["cloudflare-pages", "cloudflare-workers-and-pages"]');
  });

  it("re-posts under the content manager's context with statuses: write, running only the default branch's script", () => {
    expect(permissionsOf(relay, "relay")).toEqual({ contents: "read", statuses: "write" });
    const checkout = job.steps.find((step) => step.uses?.startsWith("actions/checkout"));
    expect(checkout?.with?.ref).toBe("${{ github.event.repository.default_branch }}");
    expect(checkout?.with?.["sparse-checkout"]).toBe("scripts/deploy");
    // Plain Node on a script without dependencies: nothing is installed where the token may write statuses.
    const run = job.steps.find((step) => step.run);
    expect(run?.run).toBe("node scripts/deploy/relay-preview-status.mjs");
    expect(run?.env?.PREVIEW_CONTEXT).toBe(previewStatusContext);
    expect(runs(job)).not.toMatch(/\bnpm|npx\b/);
  });
});
