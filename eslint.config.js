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

// Layering of src/: features → layouts → shared components → data → lib → config, with i18n beside
// data (it uses lib and config); pages sit on top. Each folder
// imports only from the folders below it. Specifiers are matched as written: '~/x/…' or '../x/…'.
const BELOW = {
  config: [],
  lib: ['config'],
  i18n: ['lib', 'config'],
  data: ['lib', 'config'],
  components: ['data', 'i18n', 'lib', 'config'],
  layouts: ['components', 'data', 'i18n', 'lib', 'config'],
};
const SRC_FOLDERS = ['config', 'lib', 'i18n', 'data', 'components', 'layouts', 'features', 'pages'];
const layer = (name) => ({
  regex: `^(~/|(\\.\\./)+)(${SRC_FOLDERS.filter((f) => f !== name && !BELOW[name].includes(f)).join('|')})(/|$)`,
  message: `src/${name} imports only from ${['itself', ...BELOW[name].map((f) => `src/${f}`)].join(', ')} (features → components → data → lib → config).`,
});
// The vehicle data has one public entry, ~/data/vehicles; only the files inside it import each other.
const vehiclesEntryOnly = {
  regex: '(^~/|/)data/vehicles/(?!index(\\.ts)?$).+',
  message: "Import the vehicle data from '~/data/vehicles', its one entry, not from a file inside it.",
};
const pureLib = {
  group: ['@supabase/*', 'astro:*'],
  message: 'src/lib is pure domain logic: Supabase and astro:env belong in src/data or src/config.',
};
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

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
  // Import rules last, so each file gets the one set meant for its folder.
  { files: ['**/*.{js,mjs,ts,tsx,astro}'], rules: restrict(vehiclesEntryOnly) },
  { files: ['src/config/**'], rules: restrict(layer('config'), vehiclesEntryOnly) },
  {
    files: ['src/lib/**'],
    rules: {
      ...restrict(layer('lib'), vehiclesEntryOnly, pureLib),
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'src/lib is pure domain logic: requests belong in src/data.' },
      ],
    },
  },
  { files: ['src/i18n/**'], rules: restrict(layer('i18n'), vehiclesEntryOnly) },
  {
    files: ['src/data/**'],
    ignores: ['src/data/vehicles/**'],
    rules: restrict(layer('data'), vehiclesEntryOnly, {
      ...vehiclesEntryOnly,
      regex: '^\\./vehicles/(?!index(\\.ts)?$).+',
    }),
  },
  { files: ['src/data/vehicles/**'], rules: restrict(layer('data')) },
  { files: ['src/components/**'], rules: restrict(layer('components'), vehiclesEntryOnly) },
  { files: ['src/layouts/**'], rules: restrict(layer('layouts'), vehiclesEntryOnly) },
);
