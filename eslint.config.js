// Lint rules: typescript-eslint's recommended type-aware set plus the React hooks rules.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

export default tseslint.config(
  { ignores: ["dist/", ".dist-*/", ".build/", "node_modules/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
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
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
      // React Router's own Link and NavLink bundle prefetching and view-transition code this site never runs
      // (2.5 kB gzip on every page): the app's links come from src/components/app-link.tsx.
      "no-restricted-imports": ["error", { paths: [{ name: "react-router-dom", importNames: ["Link", "NavLink"], message: "Import Link and NavLink from src/components/app-link.tsx (same markup, 2.5 kB less JavaScript on every page)." }, { name: "react-router", importNames: ["Link", "NavLink"], message: "Import Link and NavLink from src/components/app-link.tsx." }] }],
    },
  },
);
