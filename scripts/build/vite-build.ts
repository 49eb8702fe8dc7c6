// Child process of scripts/build.ts: `tsx scripts/build/vite-build.ts <outDir> <serverOutDir>` runs both Vite builds.
import { build } from "vite";

const [outDir, serverDir] = process.argv.slice(2);
if (!outDir || !serverDir) throw new Error("usage: tsx scripts/build/vite-build.ts <outDir> <serverOutDir>");
// One stylesheet for the whole site: small, cached across pages, and present before hydration on every page.
await build({ logLevel: "warn", build: { outDir, emptyOutDir: true, manifest: true, cssCodeSplit: false } });
// The SSR build gets its own outDir: without one, Vite would empty outDir and delete the client build.
await build({ logLevel: "warn", build: { ssr: "src/entry-server.tsx", outDir: serverDir, emptyOutDir: true, copyPublicDir: false, chunkSizeWarningLimit: 4096 } });
const usage = process.resourceUsage();
console.log(`peak-rss-mb ${(usage.maxRSS / 1024).toFixed(0)}\ncpu-ms ${((usage.userCPUTime + usage.systemCPUTime) / 1000).toFixed(0)}`);
