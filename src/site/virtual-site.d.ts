declare module "virtual:site" {
  /** The checked, normalised `data/site.json`, from the content plugin (scripts/build/vite-content-plugin.ts). */
  export const site: unknown;
}
