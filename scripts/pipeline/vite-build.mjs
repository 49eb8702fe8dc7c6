// Child process of scripts/build.ts: `node scripts/pipeline/vite-build.mjs <outDir> <serverOutDir>` runs Vite's
// client build into outDir, then its SSR build of entry-server into serverOutDir, one after the other in this one
// process (vite-builds.ts), from the config loaded once (Vite would bundle and run it again for each build: about
// 0.15 s of CPU, decision 52). Plain JavaScript run by plain Node: Vite bundles its config and the TypeScript it
// imports itself, and tsx's loader would only slow down loading Vite's own modules (1.2 s more CPU and 200 MB more
// memory, decision 31).
import process from "node:process";
import { build, loadConfigFromFile, mergeConfig } from "vite";

const [outDir, serverOutDir] = process.argv.slice(2);
if (!outDir || !serverOutDir) throw new Error("usage: node scripts/pipeline/vite-build.mjs <outDir> <serverOutDir>");
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
// The modules both bundles were made of, for the cache's key (vite-cache.ts): Vite's own list, not one kept by hand.
const modules = [client, server]
  .flat()
  .flatMap((result) => ("output" in result ? result.output : []))
  .flatMap((item) => (item.type === "chunk" ? item.moduleIds : (item.originalFileNames ?? [])));
const usage = process.resourceUsage();
process.stdout.write(
  `modules ${JSON.stringify([...new Set(modules)])}\npeak-rss-mb ${(usage.maxRSS / 1024).toFixed(0)}\ncpu-ms ` +
    `${((usage.userCPUTime + usage.systemCPUTime) / 1000).toFixed(0)}\n`,
);
