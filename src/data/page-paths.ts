// getStaticPaths of the routes that exist once per language (src/pages/… and src/pages/ms/…):
// both languages render the same pages from the same data.
import { listedCards, pageCountFor, pageSlice, vehiclePages } from './collection';

/** /inventory/2 … /inventory/N: page 1 is /inventory itself. */
export async function inventoryPagePaths() {
  const cards = await listedCards();
  const count = pageCountFor(cards.length);
  return Array.from({ length: count - 1 }, (_, i) => i + 2).map((n) => ({
    params: { page: String(n) },
    props: { page: n, count, cards: pageSlice(cards, n), total: cards.length },
  }));
}

/** One page per vehicle (only the affected ones in an incremental rebuild: vehiclePages()). */
export async function vehiclePagePaths() {
  return (await vehiclePages()).map(({ vehicle, similar }) => ({
    params: { id: vehicle.id },
    props: { vehicle, similar },
  }));
}
