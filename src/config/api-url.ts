// The API's address alone, for browser code that needs nothing else of the settings: the session
// store's storage key on every page (src/components/session/session-store.ts). Read here, in
// config, because browser code reads no astro:env itself (eslint.config.js); kept apart from
// live-config.ts so every page does not load that module's chunk too.
import { PUBLIC_SUPABASE_URL } from 'astro:env/client';

export const apiUrl: string = PUBLIC_SUPABASE_URL;
