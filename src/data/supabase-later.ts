// The browser's supabase-js client (./supabase.ts) for code a staff page's first screen draws
// before supabase-js has loaded (docs/benchmarks.md): supabase-js is imported on the first call,
// so importing this module costs nothing; by the time anyone acts, the page itself has loaded it.
import type { AppSupabase } from './supabase';

export const supabaseLater = (): Promise<AppSupabase> => import('./supabase').then((m) => m.getSupabase());
