// getStaticPaths of the routes that exist once per language (src/pages/… and src/pages/ms/…):
// both languages render the same pages from the same data.
import { inventoryPages, vehiclePages } from './collection.build';

/** /inventory/2 … /inventory/N (page 1 is /inventory itself; only the affected ones in an incremental rebuild). */
export async function inventoryPagePaths() {
  return (await inventoryPages()).map((props) => ({ params: { page: String(props.page) }, props }));
}

/** One page per vehicle (only the affected ones in an incremental rebuild: vehiclePages()). */
export async function vehiclePagePaths() {
  return (await vehiclePages()).map(({ vehicle, similar }) => ({
    params: { id: vehicle.id },
    props: { vehicle, similar },
  }));
}
