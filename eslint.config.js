// The one lint umbrella: typescript-eslint, eslint-plugin-astro, react-hooks and jsx-a11y (the
// jsx-a11y-x fork, which supports ESLint 10; eslint-plugin-astro loads it for .astro files),
// run by `npm run check` (and therefore `npm test`) with --max-warnings 0. Formatting is Prettier's job
// (.prettierrc.json), so no stylistic rules here.
import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
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
// Features apart (docs/architecture.md): one folder per screen, and no feature imports another, by
// '~/features/…' or by a relative '../other/…'; what two features share belongs in src/components (UI)
// or src/lib (logic). Pages import features. Every folder of src/features is one feature.
const FEATURES = readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const otherFeatures = (name) => ({
  regex: `^(~/features/|(\\.\\./)+(features/)?)(${FEATURES.filter((f) => f !== name).join('|')})(/|$)`,
  message: `src/features/${name} imports no other feature: what features share belongs in src/components (UI) or src/lib (logic).`,
});
// The staff pages' rooms (docs/architecture.md, "The staff pages"): src/features/admin keeps the
// islands its pages mount at the top and one folder per subject under them. A folder imports only
// itself and the folders listed for it, by '~/features/admin/<folder>/…': a relative import stays
// inside its folder (no '../'), so the rule can read where each import leads. Only the islands at
// the top import any folder; no folder imports an island. Every folder must be listed here.
const ADMIN_BELOW = {
  shared: [],
  workspace: [],
  publishing: [],
  inspection: ['shared'],
  'first-screen': [],
  desk: ['workspace', 'shared', 'first-screen'],
  leads: ['workspace', 'shared', 'first-screen'],
  account: ['workspace', 'first-screen'],
  staff: ['workspace', 'first-screen'],
  stock: ['inspection', 'workspace', 'shared'],
  'first-cards': ['stock', 'workspace', 'first-screen'],
  'day-one': ['workspace'],
};
const ADMIN_ROOMS = readdirSync(new URL('./src/features/admin/', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
for (const room of ADMIN_ROOMS) {
  if (!ADMIN_BELOW[room]) throw new Error(`eslint.config.js: list src/features/admin/${room}/ in ADMIN_BELOW.`);
}
const adminRoom = (room) => [
  {
    regex: '^\\.\\./',
    message: `A relative import stays inside src/features/admin/${room}/: name another folder as '~/features/admin/<folder>/…'.`,
  },
  {
    regex: `^~/features/admin/(?!(${[room, ...ADMIN_BELOW[room]].join('|')})/)`,
    message: `src/features/admin/${room}/ imports only from ${[room, ...ADMIN_BELOW[room]].map((f) => `admin/${f}/`).join(', ')}: the islands at the top put the folders together.`,
  },
];
// The vehicle data is imported through its entries, named by where they run (docs/architecture.md):
// ~/data/vehicles (shared), ~/data/vehicles/browser, ~/data/vehicles/build, ~/data/vehicles/server.
// Only the files inside the folder import each other.
const vehiclesEntryOnly = {
  regex: '(^~/|/)data/vehicles/(?!(index|browser|build|server)(\\.ts)?$).+',
  message:
    "Import the vehicle data from one of its entries ('~/data/vehicles', '~/data/vehicles/browser', '/build' or '/server'), not from a file inside it.",
};
// Code that runs in a browser (and the vehicle data's shared part, which runs anywhere) imports no
// Node module, no astro:env (settings reach it through src/config or as arguments) and nothing of
// the build-only or Node-only code: ~/data/vehicles/build, ~/data/vehicles/server, *.build.ts, *.server.ts.
const NODE_MODULES = `^(node:.*|(${builtinModules.filter((m) => !m.startsWith('_')).join('|')})(/.*)?)$`;
const browserSafe = (where) => [
  { regex: NODE_MODULES, message: `${where} runs in a browser: no Node modules.` },
  {
    group: ['astro:env', 'astro:env/*'],
    message: `${where} runs in a browser: settings come from src/config (or as arguments), not astro:env.`,
  },
  {
    regex: '((^~/|/)data/vehicles/|^\\./|\\.)(build|server)(\\.ts)?$',
    message: `${where} runs in a browser: it cannot import the build or server entry, nor a *.build.ts or *.server.ts file.`,
  },
];
/** The browser's files in a folder: its islands and client scripts, and the <script>s of its .astro files. */
const browserFiles = (folder) => [`src/${folder}/**/*.{ts,tsx}`, `src/${folder}/**/*.astro/*.{js,ts}`];
/** What runs only at build time there: the feeds and the share image. */
const BUILD_ONLY_FILES = ['src/features/feeds/**', 'src/features/vehicle/share-image/**', '**/*.build.ts'];
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
      'test-results-*/',
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
  // The shared part and the browser entry of the vehicle data.
  {
    files: ['src/data/vehicles/**'],
    ignores: ['src/data/vehicles/{build,server}.ts', 'src/data/vehicles/*.{build,server}.ts'],
    rules: restrict(layer('data'), ...browserSafe('The shared and browser vehicle data')),
  },
  { files: ['src/components/**'], rules: restrict(layer('components'), vehiclesEntryOnly) },
  { files: ['src/layouts/**'], rules: restrict(layer('layouts'), vehiclesEntryOnly) },
  // Islands and client scripts: their folder's rules and the browser's (a later rule replaces an
  // earlier one, so each block repeats its folder's layer).
  {
    files: browserFiles('components'),
    ignores: BUILD_ONLY_FILES,
    rules: restrict(layer('components'), vehiclesEntryOnly, ...browserSafe('Browser code')),
  },
  {
    files: browserFiles('layouts'),
    rules: restrict(layer('layouts'), vehiclesEntryOnly, ...browserSafe('Browser code')),
  },
  {
    files: [...browserFiles('features'), 'src/pages/**/*.astro/*.{js,ts}'],
    ignores: BUILD_ONLY_FILES,
    rules: restrict(vehiclesEntryOnly, ...browserSafe('Browser code')),
  },
  // Each feature's files, then its browser files again with the browser's rules (a later rule
  // replaces an earlier one).
  ...FEATURES.map((name) => ({
    files: [`src/features/${name}/**`],
    rules: restrict(vehiclesEntryOnly, otherFeatures(name)),
  })),
  ...FEATURES.map((name) => ({
    files: browserFiles(`features/${name}`),
    ignores: BUILD_ONLY_FILES,
    rules: restrict(vehiclesEntryOnly, otherFeatures(name), ...browserSafe('Browser code')),
  })),
  // The staff pages' rooms, the same two blocks again with each folder's own rule.
  ...ADMIN_ROOMS.map((room) => ({
    files: [`src/features/admin/${room}/**`],
    rules: restrict(vehiclesEntryOnly, otherFeatures('admin'), ...adminRoom(room)),
  })),
  ...ADMIN_ROOMS.map((room) => ({
    files: browserFiles(`features/admin/${room}`),
    ignores: BUILD_ONLY_FILES,
    rules: restrict(vehiclesEntryOnly, otherFeatures('admin'), ...adminRoom(room), ...browserSafe('Browser code')),
  })),
);
