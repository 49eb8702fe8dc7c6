declare module "virtual:site" {
  /** The checked, normalised `data/site.json`, from the content plugin (scripts/vite/content-plugin.ts). */
  export const site: unknown;
}
