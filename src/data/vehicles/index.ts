// The vehicle data, its one public entry: pages, islands, features and scripts/ import
// '~/data/vehicles' and nothing inside this folder. A plain re-export module with no code of its
// own, so a bundle keeps only what it uses. Each section is its own file:
//   row.ts              a row of public.vehicles, and the row ⇄ Vehicle mapping
//   columns.ts          which columns each use reads
//   card.ts             the card projection (inventory cards, the index, similar vehicles)
//   order.ts            the one order (newest listed first, ties by id) and merging into it
//   rest.ts             the PostgREST transport (anon key or a session's token)
//   read.ts             the one paged reader (keyset pagination) and reads by id
//   stamp.ts            what a build saw
//   delta.ts            what changed since a build
//   fresh.ts            whether anything changed since a build (plain fetch, for every page)
//   live.ts             a visitor's live read of one vehicle
//   repo.ts             the staff list's reads and writes
//   history.ts          a vehicle's audit trail
//   images.ts           vehicle images in Storage
//   stock-csv.ts        the CSV import (staged in batches, imported in one transaction) and the export's read
//   price-history.ts    the public price history
//   inventory-index.ts  the compact /inventory-index.json (index-loader.ts: its decoder on demand)
//   build-plan.ts       what each prebuilt page shows, and what an edit affects
//   collection.ts       the build-time loaders every route shares
//   page-paths.ts       getStaticPaths of the per-vehicle and inventory routes
export {
  draftVehicleRowSchema,
  fromDraftRow,
  fromRow,
  parseDraftVehicleRow,
  parseVehicleRow,
  toRow,
  vehicleRowSchema,
  type DraftVehicleRow,
  type VehicleRow,
  type VehicleWrite,
} from './row';
export { cardRowSchema, COLUMNS, type CardRow, type ColumnSet } from './columns';
export { cardFromRow, toCard, vehicleCardSchema, type VehicleCard } from './card';
export { compareNewestFirst, mergeDelta, ORDER, timeKey, type Ordered } from './order';
export type { RestSource } from './rest';
export {
  fetchVehicle,
  fetchVehicles,
  MAX_SEARCH_LENGTH,
  pageParams,
  readAll,
  readPage,
  type Cursor,
  type Page,
  type PageQuery,
} from './read';
export { buildStampOf, buildStampSchema, type BuildStamp } from './stamp';
export { fetchInventoryDelta, fetchVehicleDelta, type InventoryDelta, type VehicleDelta } from './delta';
export { fetchInventoryDeltaLazily } from './delta-lazy';
export { firstPageWith } from './first-page';
export { fetchLiveVehicle, type LiveConfig } from './live';
export { freshnessPaths, freshnessSince, listedAmong, type Freshness } from './fresh';
export { currentPrices } from './prices';
export {
  supabaseVehicleRepo,
  VehicleConflict,
  type VehiclePageQuery,
  type VehicleRepo,
  type VehicleRepoPage,
} from './repo';
export {
  ACTION_LABEL,
  actorName,
  describeChanges,
  fetchHistory,
  HISTORY_MESSAGES,
  historyEntrySchema,
  restorable,
  versionAfter,
  type HistoryEntry,
} from './history';
export { removeImages, uploadImages, type PreparedImage, type UploadResult } from './images';
export type { SizedCopy, SizedCopyMaker } from './sized-copies';
export { carsByStock, ownPhotos, stockCars, storeNamedImage, type StockCar } from './bulk-photos';
export {
  currentByStockNumber,
  exportVehicles,
  importVehicles,
  storageImagePrefix,
  type ImportInput,
  type ImportSummary,
} from './stock-csv';
export { fetchPriceHistory, type PricePoint } from './price-history';
export {
  compactId,
  compactIndexSchema,
  decodeIndex,
  encodeIndex,
  fetchIndex,
  uuidFromCompact,
  type CompactIndex,
} from './inventory-index';
export { loadInventoryIndex } from './index-loader';
export {
  affectedPages,
  inventoryPagesOf,
  listedOf,
  MANIFEST_FILE,
  MANIFEST_VERSION,
  manifestOf,
  vehiclePagesOf,
  type Affected,
  type BuildManifest,
  type PagePlan,
  type VehiclePage,
} from './build-plan';
export {
  allCards,
  allVehicles,
  buildStamp,
  inventoryPages,
  listedCards,
  pageCountFor,
  pageSlice,
  priceHistoryOf,
  vehiclePages,
} from './collection';
export { inventoryPagePaths, vehiclePagePaths } from './page-paths';
