// Child process of scripts/build.ts: `node scripts/pipeline/vite-build.mjs client <outDir>` runs Vite's client
// build, `… ssr <serverOutDir>` its SSR build; the two run in two processes at once (vite-builds.ts). Plain
// JavaScript run by plain Node: Vite bundles vite.config.ts and the TypeScript it imports itself, and tsx's loader
// would only slow down loading Vite's own modules (1.2 s more CPU and 200 MB more memory, decision 31).
import process from "node:process";
import { build } from "vite";

const [kind, outDir] = process.argv.slice(2);
if (!["client", "ssr"].includes(kind ?? "") || !outDir)
  throw new Error("usage: node scripts/pipeline/vite-build.mjs client|ssr <outDir>");
if (kind === "client")
  // One stylesheet for the whole site: small, cached across pages, and present before hydration on every page.
  await build({ logLevel: "warn", build: { outDir, emptyOutDir: true, manifest: true, cssCodeSplit: false } });
// The SSR build gets its own outDir: without one, Vite would empty outDir and delete the client build.
else
  await build({
    logLevel: "warn",
    build: {
      ssr: "src/entry-server.tsx",
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      chunkSizeWarningLimit: 4096,
    },
  });
const usage = process.resourceUsage();
process.stdout.write(
  `peak-rss-mb ${(usage.maxRSS / 1024).toFixed(0)}\ncpu-ms ${((usage.userCPUTime + usage.systemCPUTime) / 1000).toFixed(0)}\n`,
);
