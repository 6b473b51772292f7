// The localStorage key under which supabase-js persists its session. supabase-js derives it
// from the first label of the API hostname; the Logout slot reads it without loading supabase-js.
/** Window event the session store fires on every change (storage events skip the same tab). */
export const SESSION_CHANGE_EVENT = 'mewah:session-change';

export function sessionStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}
