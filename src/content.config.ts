// Build-time inventory: every non-deleted vehicle with its page columns, read through the one
// paged reader (keyset pages of 1,000, PostgREST's cap) and validated row by row. An unreachable
// backend fails the build loudly.
import { defineCollection } from 'astro:content';
import { LOCAL_ANON_KEY, LOCAL_SUPABASE_URL } from '~/config/local-supabase';
import { readAll } from '~/data/vehicles';
import { fromRow, vehicleSchema, type Vehicle } from '~/lib/vehicle';

const PAGE = 1000;

/** `astro check` syncs collections only for their types; it must not need a running backend. */
const typeCheckOnly = (): boolean => process.argv.slice(2, 4).includes('check');

async function loadVehicles(): Promise<Vehicle[]> {
  if (typeCheckOnly()) return [];
  const url = process.env.PUBLIC_SUPABASE_URL || LOCAL_SUPABASE_URL;
  const anonKey = process.env.PUBLIC_SUPABASE_ANON_KEY || LOCAL_ANON_KEY;
  try {
    return (await readAll({ url, anonKey }, { columns: 'page', limit: PAGE })).map(fromRow);
  } catch (e) {
    throw new Error(
      `[vehicles loader] Cannot read vehicles from Supabase at ${url}: ${e instanceof Error ? e.message : String(e)}. ` +
        'Start the local backend (npm run supabase) or set PUBLIC_SUPABASE_URL / PUBLIC_SUPABASE_ANON_KEY.',
    );
  }
}

const vehicles = defineCollection({ loader: loadVehicles, schema: vehicleSchema });

export const collections = { vehicles };
