import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * The web client's import rules, per layer. shared → features → app: a layer never imports from
 * one after it, and a feature never imports another feature (what two features share lives in
 * shared/, a page that composes several features in app/pages/). Everywhere in the web client the
 * contract is for types only (no zod in the main bundle); the forms that check a name or a
 * password as it is typed load the contract's field checks with a dynamic import
 * (shared/lib/field-checks.ts), which this rule does not see.
 */
const typesOnlyContract = [
  {
    name: '@forgeworks/contract',
    allowTypeImports: true,
    message: 'The web client takes only types from the contract: use `import type` (no zod in the main bundle).',
  },
  { name: 'zod', message: 'No runtime zod in the main web bundle.' },
];
const layerPattern = (layers, message) => ({
  // Matches `@/features/...` and relative paths that pass through a `features/` (or `app/`) folder.
  regex: `(^@/|/)(${layers.join('|')})(/|$)`,
  message,
});
/** Browser globals, and Node's switched off (no `process` or `Buffer` in the bundle). */
const browserOnlyGlobals = {
  ...Object.fromEntries(Object.keys(globals.node).map((name) => [name, 'off'])),
  ...globals.browser,
};
const webImports = (...patterns) => ['error', { paths: typesOnlyContract, patterns }];
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** A feature's own files: `@/features/<other>` is refused, and so is `../../`, which climbs out of the feature. */
const featureImports = (feature) =>
  webImports(layerPattern(['app'], 'features/ may not import from app/.'), {
    regex: `^@/features/(?!${feature}/)|^(\\.\\./){2}`,
    message:
      'A feature may not import another feature: move what both use to shared/, or the page that composes them to app/pages/.',
  });

/**
 * An API path is written once, in the contract's endpoint table (packages/contract/src/paths.ts):
 * route files register from it and the web client calls endpoints by name. Tests keep literal
 * paths: they check the real URL.
 */
const apiPathMessage =
  "Name the endpoint from the contract's table (packages/contract/src/paths.ts) instead of writing its '/api/…' path.";
const noApiPathLiterals = [
  { selector: 'Literal[value=/^\\/api\\//]', message: apiPathMessage },
  { selector: 'TemplateElement[value.raw=/^\\/api\\//]', message: apiPathMessage },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'coverage/**',
      'data/**',
      '.scratch/**',
      '.bench-tmp/**',
      '.e2e-data/**',
      'test-results/**',
      'screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The engine is pure: no I/O, no clock, no randomness of its own, and nothing of ours.
    files: ['packages/engine/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@forgeworks/*', 'node:*', 'fs', 'path', 'crypto'],
              message: 'The engine imports nothing of ours and does no I/O.',
            },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the seeded generator in random.ts.' },
        { object: 'Date', property: 'now', message: 'Time is an input to the engine.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date']", message: 'Time is an input to the engine.' },
      ],
      'no-restricted-globals': ['error', 'process', 'setTimeout', 'setInterval', 'fetch'],
    },
  },
  {
    // The contract builds its enums from the engine's lists; it imports nothing else of ours.
    files: ['packages/contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@forgeworks/*', '!@forgeworks/engine'],
              message: 'The contract imports only the engine (for its lists and types).',
            },
          ],
        },
      ],
    },
  },
  {
    // The web client runs in the browser, with React's rules of hooks.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: browserOnlyGlobals },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': webImports(),
    },
  },
  {
    files: ['apps/web/src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': webImports(
        layerPattern(['features', 'app'], 'shared/ is the bottom layer: it may not import from features/ or app/.'),
      ),
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': webImports(layerPattern(['app'], 'features/ may not import from app/.')),
    },
  },
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': featureImports(feature) },
  })),
  {
    files: ['apps/server/src/routes/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...noApiPathLiterals] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...noApiPathLiterals,
        {
          selector: "CallExpression[callee.name='apiFetch']",
          message: "Call the endpoint by its name in the contract's table: call('sell', { body }) (shared/lib/api.ts).",
        },
      ],
    },
  },
  {
    // call() itself is built on apiFetch.
    files: ['apps/web/src/shared/lib/api.ts'],
    rules: { 'no-restricted-syntax': ['error', ...noApiPathLiterals] },
  },
);
