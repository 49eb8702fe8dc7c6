// Vite plugin: the browser gets only react-helmet-async's React 19 code path.
// react-helmet-async 3 picks its code path at run time (`React.version`): on React 19 <Helmet> renders its tags and
// React hoists them, and the older path (the instance registry, the DOM updater, the server serialiser, shallowequal)
// is never run, yet a bundler must keep it. Fixing the choice at build time lets Rolldown drop it (decision 37).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const reactMajor = (): number => {
  const manifest = new URL("../../node_modules/react/package.json", import.meta.url);
  return Number(
    (JSON.parse(readFileSync(fileURLToPath(manifest), "utf8")) as { version: string }).version.split(".")[0],
  );
};

/** The two run-time choices, each of which must be found once: a changed bundle fails the build, not the budget. */
const choices: ReadonlyArray<[RegExp, string]> = [
  [/^var isReact19 = major >= 19;$/m, "const isReact19 = true;"],
  // `helmetData` is ignored on React 19; the check would keep the pre-19 HelmetData class (and its serialiser).
  [/if \(helmetData && !\(helmetData instanceof HelmetData\)\) \{/, "if (false) {"],
];

export function helmetPlugin(): Plugin {
  return {
    name: "first-principles-helmet",
    apply: "build",
    transform: {
      // The filter keeps Rolldown from calling this hook for every other module.
      filter: { id: /\/node_modules\/react-helmet-async\/lib\/index\.esm\.js$/ },
      handler(code) {
        if (reactMajor() < 19) return undefined;
        let out = code;
        for (const [pattern, replacement] of choices) {
          if (!pattern.test(out))
            throw new Error(
              `react-helmet-async's bundle has changed (${pattern} not found): update ${import.meta.url}`,
            );
          out = out.replace(pattern, replacement);
        }
        return out.replace(/\bif \(isReact19\)/g, "if (true)").replace(/\bisReact19 \?/g, "true ?");
      },
    },
  };
}
