// The REST stand-in's dealer fixture (makes, cars, staff, tags, reports): embedding and fidelity tests.
import { fileURLToPath } from 'node:url';

export const DEALER_MIGRATIONS = fileURLToPath(new URL('./fixtures/rest-dealer/migrations', import.meta.url));
export const DEALER_SEED = fileURLToPath(new URL('./fixtures/rest-dealer/seed.sql', import.meta.url));
