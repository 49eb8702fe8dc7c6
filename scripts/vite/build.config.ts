// The Vite configuration of the build's client and SSR bundles (scripts/pipeline/vite-build.mjs): the site's own,
// without the dev server's plugins and the content core they load. The entry of Vite's process: it reads the data
// folder and a preview's address from the environment its parent set from the build's options (vite-builds.ts).
import { defineConfig } from "vite";
import { dataDirFromEnv, previewUrlFromEnv } from "../shared/environment.ts";
import { siteConfig } from "./site-config.ts";

export default defineConfig(async () =>
  siteConfig({ dataDir: dataDirFromEnv(), previewUrl: await previewUrlFromEnv() }),
);
