// Runs Vite's client build into the output folder and its SSR build of entry-server into .build/server.
import path from "node:path";
import { build } from "vite";

/** Where the SSR bundle for a staging folder goes: one per build (the staging name carries the process id). */
export function serverOutDir(outDir: string): string {
  return path.resolve(".build", `server-${path.basename(outDir)}`);
}

export async function buildBundles(outDir: string): Promise<string> {
  // One stylesheet for the whole site: small, cached across pages, and present before hydration on every page.
  await build({ logLevel: "warn", build: { outDir, emptyOutDir: true, manifest: true, cssCodeSplit: false } });
  // The SSR build gets its own outDir: without one, Vite would empty outDir and delete the client build.
  await build({ logLevel: "warn", build: { ssr: "src/entry-server.tsx", outDir: serverOutDir(outDir), emptyOutDir: true, copyPublicDir: false, chunkSizeWarningLimit: 4096 } });
  return path.join(serverOutDir(outDir), "entry-server.js");
}
