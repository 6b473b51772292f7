// Which seed a new local database gets: the demo's by default, none on the dealer's own site.
import { describe, expect, it } from 'vitest';
import { defaultSeedFile } from '../../scripts/supabase/app/site-seed.ts';

describe('defaultSeedFile', () => {
  it('seeds the demo', () => {
    expect(defaultSeedFile({})).toBe('supabase/seed.sql');
    expect(defaultSeedFile({ PUBLIC_SITE_MODE: '' })).toBe('supabase/seed.sql');
    expect(defaultSeedFile({ PUBLIC_SITE_MODE: 'demo' })).toBe('supabase/seed.sql');
  });
  it('starts the live site with no stock', () => {
    expect(defaultSeedFile({ PUBLIC_SITE_MODE: 'live' })).toBe(false);
  });
});
