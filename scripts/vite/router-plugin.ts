// Vite plugin: the browser gets React Router's production build, and only the parts of it the app uses.
// React Router 7 exports only its development build (the same code, plus dev warnings and their messages). Its
// bundle creates each component with an unannotated `React.forwardRef(...)`/`createContext(...)` call and then sets
// `X.displayName`, so a bundler must keep every component, used or not (NavLink, Form, the framework-mode
// prefetching): about 2 kB gzip that every page would download. Marking those calls pure and dropping the
// displayName lines (only React's developer tools read them) lets Rolldown remove what the app does not import.
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const productionBuild = (file: string) =>
  fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url));

export function routerPlugin(): Plugin {
  return {
    name: "first-principles-router",
    // The dev server keeps the development build and its warnings.
    config: (_config, { command }) =>
      command !== "build"
        ? undefined
        : {
            resolve: {
              alias: [
                { find: /^react-router$/, replacement: productionBuild("index.mjs") },
                { find: /^react-router\/dom$/, replacement: productionBuild("dom-export.mjs") },
              ],
            },
            // Bundled into the SSR build too, so the prerender renders with the same build of the router.
            ssr: { noExternal: ["react-router", "react-router-dom"] },
          },
    transform: {
      // The filter keeps Rolldown from calling this hook for every other module.
      filter: { id: /react-router\/dist\/production\/chunk-[\w-]+\.mjs$/ },
      handler: (code) =>
        code
          .replace(/= (React\d*\.(?:forwardRef|createContext|memo)\()/g, "= /* @__PURE__ */ $1")
          .replace(/^[A-Za-z]+\.displayName = "[^"]*";$/gm, ""),
    },
  };
}
