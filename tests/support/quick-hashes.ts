// Vitest's integration files hash new passwords at bcrypt's lowest cost, as GoTrue's own API tests
// do (scripts/supabase/keys/passwords.ts, hashQuickly). Run before each file (setupFiles): a file
// that tests hashing itself sets GoTrue's cost back for its own run.
import { hashQuickly } from '../../scripts/supabase/keys/passwords.ts';

hashQuickly(true);
