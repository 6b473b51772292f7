// The one lint umbrella: typescript-eslint, eslint-plugin-astro, react-hooks and jsx-a11y (the
// jsx-a11y-x fork, which supports ESLint 10; eslint-plugin-astro loads it for .astro files),
// run by `npm run check` (and therefore `npm test`) with --max-warnings 0. Formatting is Prettier's job
// (.prettierrc.json), so no stylistic rules here.
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import globals from 'globals';

export default defineConfig(
  {
    ignores: [
      'dist/',
      '.dist-*/',
      '.astro/',
      'node_modules/',
      '.data/',
      '.test-data/',
      'test-results/',
      'playwright-report/',
      'bench/',
      'public/',
      'src/data/database.types.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'warn',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.configs.recommended],
    rules: {
      // Labels wrap their control and words from the dictionary (<label><input/><span>{t[...]}</span></label>).
      'jsx-a11y-x/label-has-associated-control': ['error', { depth: 3 }],
    },
  },
  ...astro.configs['jsx-a11y-recommended'],
);
