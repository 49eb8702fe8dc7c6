// Vite's bundles for a build (scripts/pipeline/vite-builds.ts): one process builds what the cache lacks, the site's
// bundles first and the content manager's after them. The site's are ready as soon as they are written, whatever
// becomes of the manager's; a second build copies both from the cache and starts no Vite. Run on a copy of the
// project, whose caches (the manager's is kept beside the scripts) start empty.
import { execFile } from "node:child_process";
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyProject, removeTempDirs, tempDir } from "./helpers.ts";

afterAll(removeTempDirs);

const run = promisify(execFile);

interface Settled {
  /** The parts in the order they settled. */
  order: string[];
  site: { serverEntry: string; cpuMs: number } | { error: string };
  admin: { dir: string; cached: boolean; cpuMs: number } | { error: string };
}

let root = "";
beforeAll(async () => {
  root = await tempDir("fp-vite-bundles-");
  await copyProject(root);
}, 60_000);

/** Starts the bundles of a fresh output folder in the copy, and says how and in which order each part settled. */
async function startBundles(): Promise<Settled> {
  const out = await tempDir("fp-vite-bundles-out-");
  const script = path.join(out, "start.mjs");
  const module = pathToFileURL(path.join(root, "scripts/pipeline/vite-builds.ts")).href;
  const inputs = { root, dataDir: path.join(root, "data"), previewUrl: undefined };
  await writeFile(
    script,
    `import { startBundles } from ${JSON.stringify(module)};
const started = startBundles(${JSON.stringify(path.join(out, "site"))}, ${JSON.stringify(inputs)});
const order = [];
const settle = (name) => started[name].then(
  (value) => (order.push(name), value),
  (error) => (order.push(name), { error: error.message }),
);
const [site, admin] = await Promise.all([settle("site"), settle("admin")]);
console.log(JSON.stringify({ order, site, admin }));`,
  );
  const tsx = pathToFileURL(path.resolve("node_modules/tsx/dist/loader.mjs")).href;
  const { stdout } = await run(process.execPath, ["--import", tsx, script], { cwd: root, maxBuffer: 16 << 20 });
  return JSON.parse(stdout.trim().split("\n").at(-1)!) as Settled;
}

describe("Vite's bundles", () => {
  it("are built in one process, the site's first; a second build copies both from the cache", async () => {
    const cold = await startBundles();
    expect(cold.order).toEqual(["site", "admin"]);
    if ("error" in cold.site || "error" in cold.admin) throw new Error(JSON.stringify(cold));
    expect(await readFile(cold.site.serverEntry, "utf8")).toContain("render");
    expect(cold.admin.cached).toBe(false);
    expect(await readdir(path.join(cold.admin.dir, "admin"))).toContain("index.html");
    expect(cold.site.cpuMs).toBeGreaterThan(0);
    expect(cold.admin.cpuMs).toBeGreaterThan(0);

    const warm = await startBundles();
    if ("error" in warm.site || "error" in warm.admin) throw new Error(JSON.stringify(warm));
    expect(warm.admin).toEqual({ dir: cold.admin.dir, cached: true, cpuMs: 0, maxRssMb: 0 });
    expect(warm.site.cpuMs).toBe(0);
  }, 120_000);

  it("gives the site's bundles when the manager's fails, and says why the manager's failed", async () => {
    await rm(path.join(root, ".cache"), { recursive: true, force: true });
    const entry = path.join(root, "admin/index.html");
    await writeFile(entry, (await readFile(entry, "utf8")).replace("/src/admin/main.ts", "/src/admin/missing.ts"));
    const broken = await startBundles();
    expect(broken.site).toMatchObject({ serverEntry: expect.stringContaining("entry-server.js") });
    expect(broken.admin).toMatchObject({ error: expect.stringMatching(/^Vite could not build the content manager/) });
    expect(JSON.stringify(broken.admin)).toContain("missing.ts");
    // Nothing half-built is left where the manager's bundle was being built.
    expect(
      (await readdir(path.join(root, ".cache/admin")).catch(() => [])).filter((name) => name.endsWith(".tmp")),
    ).toEqual([]);
  }, 120_000);
});
