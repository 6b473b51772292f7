// The first /inventory page's cards after its first screen (one file for both languages: cards carry
// data, not words), read by the inventory island when it wakes. They used to sit in the page as a
// JSON script; out of it, /inventory's document fits a phone's first round trip (docs/benchmarks.md,
// "The first screen in the first round trip").
import type { APIRoute } from 'astro';
import { listedCards, pageSlice } from '~/data/vehicles/build';
import { FIRST_SCREEN_CARDS } from '~/lib/first-screen';

export const GET: APIRoute = async () =>
  new Response(JSON.stringify(pageSlice(await listedCards(), 1).slice(FIRST_SCREEN_CARDS)), {
    headers: { 'Content-Type': 'application/json' },
  });
