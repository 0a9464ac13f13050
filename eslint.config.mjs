/**
 * ESLint over the site's code: src/, plugins/, config/, tests/, deploy/*.mjs and
 * the root config files. TypeScript through typescript-eslint, hooks through
 * eslint-plugin-react-hooks, accessibility through eslint-plugin-jsx-a11y and
 * Docusaurus's own rules through @docusaurus/eslint-plugin. `npm run lint` runs
 * it with Prettier's check.
 */
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      '.audit/',
      'node_modules/',
      'test-results/',
      // An untouched create-docusaurus site, the audit's reference: its code is upstream's.
      'tests/audit/stock-site/',
    ],
  },
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    linterOptions: {reportUnusedDisableDirectives: 'error'},
    languageOptions: {globals: {...globals.node}},
    rules: {
      // `{description: _, ...doc}` drops a key; the rest is what is used.
      '@typescript-eslint/no-unused-vars': ['error', {ignoreRestSiblings: true}],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}', 'plugins/**/*.js'],
    languageOptions: {globals: {...globals.browser}},
  },
  {
    files: ['**/*.tsx'],
    extends: [reactHooks.configs.flat['recommended-latest'], jsxA11y.flatConfigs.recommended],
    plugins: {'@docusaurus': docusaurus},
    rules: {
      ...docusaurus.configs.recommended.rules,
      // A warning upstream; here it fails the lint like an error.
      '@docusaurus/prefer-docusaurus-heading': 'error',
      // Off: every plain anchor on the site is one Link must not be. Link opens a `mailto:` address
      // and another site in a new tab and checks only routes; the anchors here are mail addresses,
      // file downloads, the changelog feed, the Markdown copy of a doc (a file, not a route) and
      // other sites, all opened in place. Routes go through Link, which onBrokenLinks checks.
      '@docusaurus/no-html-links': 'off',
      // Off: React Compiler's rule. Reading what only the browser knows (the address, a cookie,
      // whether the chat's script loaded) in an effect, after hydration, is how a component keeps its
      // first render equal to the static HTML; the site does not use the compiler.
      'react-hooks/set-state-in-effect': 'off',
      // A region that scrolls sideways (a wide table, a code block) must be reachable from the
      // keyboard (WCAG 2.1.1, axe's scrollable-region-focusable); it takes tabIndex={0}.
      'jsx-a11y/no-noninteractive-tabindex': ['error', {tags: ['pre'], roles: ['region']}],
    },
  },
);
