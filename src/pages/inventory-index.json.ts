// The compact index of every vehicle, built with the site: the inventory island's search data.
import type { APIRoute } from 'astro';
import { allCards } from '~/components/vehicle/collection';

export const GET: APIRoute = async () =>
  new Response(JSON.stringify(await allCards()), { headers: { 'Content-Type': 'application/json' } });
