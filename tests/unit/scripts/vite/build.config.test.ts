// The build's Vite config stays lean: the dev server's plugins, and the content core they load (the data check, the
// Markdown pipeline), never reach the Vite process of a build (decision 50).
import path from "node:path";
import { loadConfigFromFile } from "vite";
import { expect, it } from "vitest";

const sources = async (file: string) => {
  const loaded = await loadConfigFromFile({ command: "build", mode: "production" }, file);
  return (loaded?.dependencies ?? []).map((dependency) => path.relative(process.cwd(), dependency));
};

it("loads site.json's reader and the site's plugins, but not the dev server's plugins or the data check", async () => {
  const build = await sources("scripts/vite/build.config.ts");
  expect(build).toEqual(expect.arrayContaining(["scripts/vite/site-config.ts", "scripts/shared/site-file.ts"]));
  for (const file of build) expect(file).not.toMatch(/content-plugin|check-data|decap-files|blog\/body\//);
  // The dev server's config is where those plugins live, with the site's own.
  const dev = await sources("vite.config.ts");
  expect(dev).toEqual(expect.arrayContaining(["scripts/vite/site-config.ts", "scripts/vite/content-plugin.ts"]));
});
