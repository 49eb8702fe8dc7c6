// The Vite configuration of the build's client and SSR bundles (scripts/pipeline/vite-build.mjs): the site's own,
// without the dev server's plugins and the content core they load.
import { defineConfig } from "vite";
import { siteConfig } from "./site-config.ts";

export default defineConfig(siteConfig());
