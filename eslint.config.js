import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["**/dist/**", "**/node_modules/**", "data/**", ".run/**", "playwright-report/**", "test-results/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["apps/**/*.{ts,tsx}", "packages/ui/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // A lazily loaded chunk renders before federation has filled its `shell/*` bindings unless it waits for
  // them (React #130): lazy code in the apps goes through lazyPage (packages/ui/src/lazyPage.ts), which does.
  // And an answer of the server is parsed with its contract, never cast (apiJson answers `unknown`).
  ...[
    ["apps/**/*.{ts,tsx}", true],
    ["packages/ui/**/*.{ts,tsx}", false],
  ].map(([files, appsOnly]) => ({
    files: [files],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...(appsOnly ? ["ImportDeclaration[source.value='react'] > ImportSpecifier[imported.name='lazy']", "MemberExpression[object.name='React'][property.name='lazy']"] : []).map((selector) => ({
          selector,
          message: "Load a page or component lazily with lazyPage (@repo/ui/lazyPage): it waits for the shell modules the code uses.",
        })),
        ...["TSAsExpression > AwaitExpression > CallExpression[callee.property.name='json']", "TSAsExpression > CallExpression[callee.property.name='json']", "TSAsExpression > AwaitExpression > CallExpression[callee.name='apiJson']"].map(
          (selector) => ({ selector, message: "Parse the server's answer with its contract (a zod schema from @repo/contracts) instead of casting it." }),
        ),
      ],
    },
  })),
  // bulletproof-react's rule: features never import each other; shared code lives in src/components or src/lib.
  // From src/features/<a>/X, "../<b>/..." reaches another feature; one folder deeper it takes "../../<b>/...".
  ...[
    ["apps/*/src/features/*/*.{ts,tsx}", "^\\.\\./(?!\\.\\.)"],
    ["apps/*/src/features/*/*/**/*.{ts,tsx}", "^\\.\\./\\.\\./(?!\\.\\.)"],
  ].map(([files, regex]) => ({
    files: [files],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ regex, message: "Features must not import each other; move shared code to src/components or src/lib." }] }],
    },
  })),
  {
    // The contracts are shared by the server and the browser: nothing from either may leak in.
    files: ["packages/contracts/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["node:*", "react", "react-*", "koa*", "knex", "objection"], message: "@repo/contracts imports nothing from the server or the DOM." }] }],
    },
  },
);
