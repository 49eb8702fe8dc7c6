// Child process of scripts/build.ts: `node scripts/pipeline/vite-build.mjs [--site <outDir> <serverOutDir>]
// [--admin <adminConfig> <adminOutDir>]` runs Vite's client build into outDir, then its SSR build of entry-server into
// serverOutDir, then the content manager's bundle, one after the other in this one process (vite-builds.ts): Vite and
// the React plugin load once for the three (a process of the manager's own cost about 0.3 s more CPU), the site's
// config once for its two (Vite would bundle and run it again for each build: decision 52). Each part says when it is
// done, on a line of its own, so the prerender starts as soon as the site's bundles are written. Plain JavaScript run
// by plain Node: Vite bundles its configs and the TypeScript they import itself, and tsx's loader would only slow
// down loading Vite's own modules (1.2 s more CPU and 200 MB more memory, decision 31).
import process from "node:process";
import { build, loadConfigFromFile, mergeConfig } from "vite";

const args = process.argv.slice(2);
/** The values after `flag`, or null when it is not given. */
const after = (flag, count) => {
  const at = args.indexOf(flag);
  return at === -1 ? null : args.slice(at + 1, at + 1 + count);
};
const site = after("--site", 2);
const admin = after("--admin", 2);
if ((!site && !admin) || site?.length === 1 || admin?.length === 1)
  throw new Error("usage: node vite-build.mjs [--site <outDir> <serverOutDir>] [--admin <config> <outDir>]");

/** This process's CPU time (ms) when the last part was reported: each part reports its own. */
let reportedCpuMs = 0;
/** A part is done: its name, the modules its bundles were made of, the process's peak memory and the part's CPU. */
function report(part, results) {
  // The modules the bundles were made of, for the cache's key (vite-cache.ts, bundles.ts): Vite's own list.
  const modules = results
    .flat()
    .flatMap((result) => ("output" in result ? result.output : []))
    .flatMap((item) => (item.type === "chunk" ? item.moduleIds : (item.originalFileNames ?? [])));
  const usage = process.resourceUsage();
  const cpuMs = Math.round((usage.userCPUTime + usage.systemCPUTime) / 1000);
  const figures = {
    modules: [...new Set(modules)],
    peakRssMb: Math.round(usage.maxRSS / 1024),
    cpuMs: cpuMs - reportedCpuMs,
  };
  reportedCpuMs = cpuMs;
  process.stdout.write(`\n${part}-done ${JSON.stringify(figures)}\n`);
}

if (site) {
  const [outDir, serverOutDir] = site;
  /** The site's configuration without the dev server's plugins (decision 50), the same for both bundles. */
  const loaded = await loadConfigFromFile({ command: "build", mode: "production" }, "scripts/vite/build.config.ts");
  if (!loaded) throw new Error("scripts/vite/build.config.ts is missing");
  const config = mergeConfig(loaded.config, { configFile: false, logLevel: "warn" });
  // One stylesheet for the whole site: small, cached across pages, and present before hydration on every page.
  const client = await build(
    mergeConfig(config, { build: { outDir, emptyOutDir: true, manifest: true, cssCodeSplit: false } }),
  );
  // The SSR build gets its own outDir: without one, Vite would empty outDir and delete the client build.
  const server = await build(
    mergeConfig(config, {
      build: {
        ssr: "src/entry-server.tsx",
        outDir: serverOutDir,
        emptyOutDir: true,
        copyPublicDir: false,
        chunkSizeWarningLimit: 4096,
      },
    }),
  );
  report("site", [client, server]);
}

if (admin) {
  const [configFile, outDir] = admin;
  report("admin", [await build({ configFile, logLevel: "error", build: { outDir } })]);
}
