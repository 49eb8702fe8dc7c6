// Lint rules: typescript-eslint's recommended type-aware set, the React hooks rules, and the direction of imports.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import stylistic from "@stylistic/eslint-plugin";
import globals from "globals";

// React Router's own Link and NavLink bundle prefetching and view-transition code this site never runs
// (2.5 kB gzip on every page): the app's links come from src/components/app-link.tsx.
const linkPaths = [
  {
    name: "react-router-dom",
    importNames: ["Link", "NavLink"],
    message:
      "Import Link and NavLink from src/components/app-link.tsx (same markup, 2.5 kB less JavaScript on every page).",
  },
  {
    name: "react-router",
    importNames: ["Link", "NavLink"],
    message: "Import Link and NavLink from src/components/app-link.tsx.",
  },
];
/** The rule's options for one folder (a later block replaces an earlier one's options, so each repeats the links). */
const restrictImports = (patterns) => ["error", { paths: linkPaths, patterns }];

/**
 * The folders of src/content that the browser may run: plain functions and types. Everything else there (Zod
 * schemas, the loaders, the checks, the sanitiser, Markdown, the outputs, the page builders) runs only at build
 * time (src/content/README.md). tests/unit/import-direction.test.ts checks the browser's whole import graph
 * against this list.
 */
export const browserContent = ["shared", "[a-z-]+/client"];

/** An import of folder `folder` of src/ from a folder below it (relative paths, at any depth). */
const above = (folder) => ({
  regex: `^(\\.\\./)+${folder}/`,
  message: `Imports run one way: entries → app → routes → components → site → content. This folder is below src/${folder}/ and may not import it.`,
});
const entries = {
  regex: "^(\\.\\./)+(entry-client|entry-server|boot)\\.tsx?$",
  message: "Nothing imports an entry point: entries import the app.",
};
const virtualSite = {
  regex: "^virtual:site$",
  message: "Site facts come through one channel: import `site` from src/site/site.ts.",
};
const buildOnly = {
  regex: `^(\\.\\./)+content/(?!(${browserContent.join("|")})/)`,
  allowTypeImports: true,
  message:
    "Build-only code (Zod, the loaders, the sanitiser, page builders) stays out of the browser bundle: client code " +
    "imports only the folders listed in eslint.config.js `browserContent` (types from any).",
};
/** What code that runs in the browser may not import: build-only content, and the virtual module outside src/site. */
const clientSide = [buildOnly, virtualSite];

/**
 * Lines stay within Prettier's 120 columns where Prettier cannot wrap them: comments. A string, template literal,
 * regular expression or URL may run longer, since breaking one changes what it says.
 */
const maxLength = [
  "error",
  {
    code: 120,
    ignoreUrls: true,
    ignoreStrings: true,
    ignoreTemplateLiterals: true,
    ignoreRegExpLiterals: true,
  },
];

export default tseslint.config(
  {
    ignores: [
      "dist/",
      ".dist-*/",
      ".build/",
      ".cache/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      ".stryker-tmp/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{js,mjs,cjs,ts,tsx}"],
    plugins: { "@stylistic": stylistic },
    rules: { "@stylistic/max-len": maxLength },
  },
  {
    // CommonJS entry points (a worker bootstrap that must use tsx's require hook).
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: globals.node },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // Classic scripts copied as they are into dist/ (public/theme.js runs in the head, before the first paint).
    files: ["public/**/*.js"],
    languageOptions: { sourceType: "script", globals: globals.browser },
  },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      "no-restricted-imports": restrictImports([]),
    },
  },
  {
    // Colours come only from the tokens (src/styles/tokens.css; stylelint checks the CSS): none written in components.
    files: ["src/**/*.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: String.raw`Literal[value=/#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?|oklch|oklab)\(/]`,
          message: "Use a colour token (var(--…) from src/styles/tokens.css), not a literal colour.",
        },
        {
          selector: String.raw`TemplateElement[value.raw=/#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?|oklch|oklab)\(/]`,
          message: "Use a colour token (var(--…) from src/styles/tokens.css), not a literal colour.",
        },
      ],
    },
  },
  // Imports run one way: entries → app → routes → components → site facts (src/site) → content. Each folder
  // may not import a folder above it, type imports included (docs/decisions/0030-import-direction.md).
  ...[
    [["src/entry-client.tsx", "src/entry-server.tsx", "src/boot.ts"], clientSide],
    // The content manager (/admin/, its own bundle): an entry beside the site's, drawing previews with its routes.
    [["src/admin/**"], [entries, above("app"), ...clientSide]],
    [["src/app/**"], [entries, ...clientSide]],
    [["src/routes/**"], [entries, above("app"), ...clientSide]],
    [["src/components/**"], [entries, above("app"), above("routes"), ...clientSide]],
    [["src/site/**"], [entries, above("app"), above("routes"), above("components"), ...clientSide]],
    // The one module that reads the virtual module holding data/site.json (scripts/vite-content-plugin.ts).
    [["src/site/site.ts"], [entries, above("app"), above("routes"), above("components"), buildOnly]],
    [["src/content/**"], [entries, above("app"), above("routes"), above("components"), above("site"), virtualSite]],
  ].map(([files, patterns]) => ({ files, rules: { "no-restricted-imports": restrictImports(patterns) } })),
);
