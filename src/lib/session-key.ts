// The localStorage key under which supabase-js persists its session. supabase-js derives it
// from the first label of the API hostname; the session store reads it on pages without supabase-js.

export function sessionStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

/** The sessionStorage key of the flash, the message carried to the next page (components/session/toasts.ts);
 * here, with the session's other storage key, so every page can look for one without loading the toaster. */
export const FLASH_KEY = 'mewah:flash';
