// The localStorage key under which supabase-js persists its session. supabase-js derives it
// from the first label of the API hostname; the session store reads it on pages without supabase-js.

export function sessionStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}
