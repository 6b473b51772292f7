// The end-to-end suite split into lanes that `npm test` runs at once, each a Playwright run on a
// stack of its own (scripts/e2e-stack.ts on the lane's ports): the staff and rebuild specs change the
// inventory they run on, so they shared one stack one file at a time after the public specs; on
// stacks of their own they need not wait for each other. `npx playwright test` alone still runs
// every project on one stack, in order (playwright.config.ts).
export interface E2eLane {
  /** as printed before each line of its output */
  name: string;
  /** its files under test-reports/ and its own Playwright output folder */
  slug: string;
  /** the stack's site port; its API listens on this plus 50,000 */
  sitePort: number;
  config?: string;
  /** which tests: projects, and a shard of them */
  select: string[];
  /** starts when this lane (its slug, listed before it) has ended, 'unit' when Vitest has (fewer
   * stacks and browsers at once on two cores), or 'checks' beside Vitest */
  after?: string;
  /** for its stack (scripts/e2e-stack.ts) */
  stackEnv?: NodeJS.ProcessEnv;
}

// The staff specs read the staff pages only (what reaches the public pages is the rebuild lane's):
// their stacks build once, not after each of their edits.
const noBuildOnEdit = { E2E_BUILD_ON_EDIT: '0' };

export const E2E_LANES: readonly E2eLane[] = [
  // Beside Vitest: its specs run one at a time and wait for a build after each edit, the longest
  // chain of the suite, which mostly waits. After Vitest, it ran on alone for the last minute and
  // more of a CI run; Vitest's integration files leave part of the two cores idle while they wait.
  { name: 'rebuild', slug: 'rebuild', sitePort: 4334, select: ['--project', 'rebuild', '--no-deps'], after: 'checks' },
  {
    name: 'public',
    slug: 'public',
    sitePort: 4331,
    select: ['--project', 'public', '--project', 'host'],
    after: 'unit',
  },
  {
    name: 'staff 1/2',
    slug: 'staff-1',
    sitePort: 4332,
    select: ['--project', 'staff', '--no-deps', '--shard', '1/2'],
    after: 'unit',
    stackEnv: noBuildOnEdit,
  },
  {
    name: 'staff 2/2',
    slug: 'staff-2',
    sitePort: 4333,
    select: ['--project', 'staff', '--no-deps', '--shard', '2/2'],
    after: 'unit',
    stackEnv: noBuildOnEdit,
  },
  { name: 'live mode', slug: 'live', sitePort: 4341, config: 'playwright.live.config.ts', select: [], after: 'unit' },
];

export const laneArgs = (lane: E2eLane): string[] => [
  ...(lane.config ? ['-c', lane.config] : []),
  ...lane.select,
  '--output',
  `test-results-${lane.slug}`,
];

/** The ports the configs and the specs' helpers read (the live config reads its own pair). */
export function laneEnv(lane: E2eLane): NodeJS.ProcessEnv {
  const site = String(lane.sitePort);
  const api = String(lane.sitePort + 50_000);
  const ports = lane.config
    ? { E2E_LIVE_SITE_PORT: site, E2E_LIVE_API_PORT: api }
    : { E2E_SITE_PORT: site, E2E_API_PORT: api };
  return { ...ports, ...lane.stackEnv };
}
