// The inventory island's way to the first page's cards past its first screen: their reader
// (later-cards.ts) loads with the first request, as the delta's does. A module of its own, so that
// only the island's chunk carries it, not the chunks other pages share.
import type { VehicleCard } from './card';

export const fetchLaterCardsLazily = (url: string): Promise<VehicleCard[]> =>
  import('./later-cards').then((m) => m.fetchLaterCards(url));
