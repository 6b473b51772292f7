// The vehicle data's build entry, '~/data/vehicles/build': what the Astro build imports (routes,
// .astro frontmatter, files written with the site). The shared entry (./index.ts) and what runs only
// inside the Astro build (*.build.ts: node:fs through the rebuild contract, astro:env). Never
// imported by islands or client scripts (eslint.config.js), nor by the Node host (astro:env exists
// only inside Astro).
export * from './index';
//   collection.build.ts  the build-time loaders every route shares (and the rebuild contract they obey)
//   page-paths.build.ts  getStaticPaths of the per-vehicle and inventory routes
export {
  allCards,
  allVehicles,
  buildStamp,
  inspectionOf,
  inventoryPages,
  listedCards,
  pageCountFor,
  pageSlice,
  priceHistoryOf,
  publicIdentifiers,
  vehiclePages,
} from './collection.build';
export { inventoryPagePaths, vehiclePagePaths } from './page-paths.build';
