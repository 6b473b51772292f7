// Build-time inventory: every non-deleted vehicle, read from Supabase page by page (PostgREST caps a
// response at 1,000 rows) and validated row by row. An unreachable backend fails the build loudly.
import { defineCollection } from 'astro:content';
import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import ws from 'ws';
import { fromRow, vehicleRowSchema, vehicleSchema, type Vehicle } from '~/lib/vehicle';
import { LOCAL_ANON_KEY } from '../scripts/supabase/keys';

const PAGE = 1000;

// ws's constructor type is wider than realtime-js's WebSocketLike; it is what supabase-js documents
// for Node 20, hence the cast.
type Transport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

/** `astro check` syncs collections only for their types; it must not need a running backend. */
const typeCheckOnly = (): boolean => process.argv.slice(2, 4).includes('check');

async function loadVehicles(): Promise<Vehicle[]> {
  if (typeCheckOnly()) return [];
  const url = process.env.PUBLIC_SUPABASE_URL || 'http://127.0.0.1:54321';
  const key = process.env.PUBLIC_SUPABASE_ANON_KEY || LOCAL_ANON_KEY;
  const supabase = createClient(url, key, { realtime: { transport: ws as unknown as Transport }, auth: { persistSession: false } });
  const out: Vehicle[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await supabase
      .from('vehicles')
      .select('*')
      .is('deleted_at', null)
      .order('created_at', { ascending: false })
      .order('id', { ascending: true })
      .range(from, from + PAGE - 1);
    if (error || !data) {
      throw new Error(
        `[vehicles loader] Cannot read vehicles from Supabase at ${url}: ${error?.message || 'no data'}. ` +
          'Start the local backend (npm run supabase) or set PUBLIC_SUPABASE_URL / PUBLIC_SUPABASE_ANON_KEY.',
      );
    }
    data.forEach((raw, i) => {
      const row = vehicleRowSchema.safeParse(raw);
      if (!row.success) throw new Error(`[vehicles loader] Row ${from + i} is not a valid vehicle: ${row.error.message}`);
      out.push(fromRow(row.data));
    });
    if (data.length < PAGE) return out;
  }
}

const vehicles = defineCollection({ loader: loadVehicles, schema: vehicleSchema });

export const collections = { vehicles };
