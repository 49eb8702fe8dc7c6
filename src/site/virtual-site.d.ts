// The type of the virtual module that carries data/site.json into the bundle.
declare module "virtual:site" {
  /** The checked, normalised `data/site.json`, from the site plugin (scripts/vite/site-plugin.ts). */
  export const site: unknown;
}
