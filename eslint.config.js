// The one lint umbrella (issue 10): typescript-eslint, eslint-plugin-astro, react-hooks and jsx-a11y,
// run by `npm run check` (and therefore `npm test`) with --max-warnings 0. Formatting is Prettier's job
// (.prettierrc.json), so no stylistic rules here.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
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
      'src/lib/database.types.ts',
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
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Labels wrap their control and words from the dictionary (<label><input/><span>{t[...]}</span></label>).
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
    },
  },
  {
    files: ['**/*.astro'],
    ...jsxA11y.flatConfigs.recommended,
  },
);
