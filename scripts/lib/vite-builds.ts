// Runs Vite's client build into the output folder and its SSR build of entry-server into .build/server.
import path from "node:path";
import { build } from "vite";

export const serverOutDir = path.resolve(".build/server");

export async function buildBundles(outDir: string): Promise<void> {
  await build({ logLevel: "warn", build: { outDir, emptyOutDir: true } });
  // The SSR build gets its own outDir: without one, Vite would empty outDir and delete the client build.
  await build({ logLevel: "warn", build: { ssr: "src/entry-server.tsx", outDir: serverOutDir, emptyOutDir: true, copyPublicDir: false } });
}
