// Vite's configuration for `npm run dev` (and a plain `vite build`): the site's own (scripts/vite/site-config.ts,
// which `npm run build` uses alone), with the dev server's plugins: page data and generated files answered from
// data/, and Decap's prebuilt files under /admin/.
import { defineConfig, mergeConfig } from "vite";
import { decapDevFiles } from "./scripts/admin/decap-files.ts";
import { contentDevPlugin } from "./scripts/vite/content-plugin.ts";
import { buildDateFromEnv, dataDirFromEnv, previewUrlFromEnv, workingDir } from "./scripts/shared/environment.ts";
import { siteConfig } from "./scripts/vite/site-config.ts";

// Vite's command line reads the environment (DATA_DIR, PREVIEW_URL and BUILD_DATE, as the build's does) and the
// working folder: the project, whose .cache/ keeps the body checks.
export default defineConfig(async () => {
  const dataDir = dataDirFromEnv();
  const previewUrl = await previewUrlFromEnv();
  return mergeConfig(siteConfig({ dataDir, previewUrl }), {
    plugins: [
      contentDevPlugin(dataDir, { root: workingDir(), previewUrl, today: buildDateFromEnv() }),
      decapDevFiles(),
    ],
    // The build's caches change no source: a build run beside the dev server (npm run cms) leaves the watcher quiet.
    server: { watch: { ignored: ["**/.cache/**"] } },
  });
});
