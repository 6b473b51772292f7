// Which seed a new database gets unless told otherwise (startSupabase's default, so `npm start`,
// `npm run dev`, `npm run db:reset` and the e2e stacks agree): the demo's cars, inspection reports,
// leads and views in demo mode; none on the dealer's own site (PUBLIC_SITE_MODE=live), which starts
// with an empty stock. The mode is read as the build reads it (src/config/dealer-settings.ts).
import { siteModeOf } from '~/config/dealer-settings';

export const DEMO_SEED_FILE = 'supabase/seed.sql';

export const defaultSeedFile = (env: Record<string, string | undefined>): string | false =>
  siteModeOf(env) === 'live' ? false : DEMO_SEED_FILE;
