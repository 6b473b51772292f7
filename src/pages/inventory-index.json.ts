// The compact index of every vehicle (src/data/vehicles/inventory-index.ts), built with the site: the
// inventory island's search data, fetched only when a visitor searches, filters or pages.
import type { APIRoute } from 'astro';
import { allCards, buildStamp, encodeIndex } from '~/data/vehicles/build';

export const GET: APIRoute = async () =>
  new Response(JSON.stringify(encodeIndex(await allCards(), await buildStamp())), {
    headers: { 'Content-Type': 'application/json' },
  });
