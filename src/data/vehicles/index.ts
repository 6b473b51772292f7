// The vehicle data's shared entry, '~/data/vehicles': the pure part and the reads and writes that
// need nothing but fetch (or a supabase-js client passed in), importable anywhere: browser scripts
// and islands, the Astro build, the Node host, tests. Code is named by where it runs, as storefront
// names server-only code `cart.server.ts` beside `cart.ts` (docs/architecture.md):
//   index.ts    ~/data/vehicles          shared: no node:*, no astro:*, nothing below (a lint rule)
//   browser.ts  ~/data/vehicles/browser  islands and client scripts: shared + *.browser.ts
//   build.ts    ~/data/vehicles/build    the Astro build (routes, .astro frontmatter): shared + *.build.ts
//   server.ts   ~/data/vehicles/server   Node, the host and the build: shared + *.server.ts
// Each entry is a plain re-export module with no code of its own, so a bundle keeps only what it
// uses. Outside this folder code imports an entry, never a file. The shared sections:
//   vehicle-row.ts      a row of public.vehicles, and the row ⇄ Vehicle mapping
//   columns.ts          which columns each use reads
//   card.ts             the card projection (inventory cards, the index, similar vehicles)
//   order.ts            the one order (newest listed first, ties by id) and merging into it
//   postgrest.ts        the PostgREST transport (anon key or a session's token)
//   read.ts             the one paged reader (keyset pagination) and reads by id
//   build-stamp.ts      what a build saw
//   inventory-delta.ts  what changed since a build
//   freshness.ts        whether anything changed since a build (plain fetch, for every page)
//   live-vehicle.ts     a visitor's live read of one vehicle
//   repo.ts             the staff list's reads and writes
//   history.ts          a vehicle's audit trail
//   images.ts           vehicle images in Storage
//   private-notes.ts    a car's staff-only note (vehicle_private_notes), for the form and the stock table
//   stock-table.ts      the staff workspace: the sortable stock table, the Deleted view, bulk changes, corrections
//   stock-csv.ts        the CSV import (staged in batches, imported in one transaction) and the export's read
//   price-history.ts    the public price history
//   inventory-index.ts  the compact /inventory-index.json
//   showcase.ts         which cars the landing may show off (a photo of their own)
//   chassis.ts          a car's chassis number (staff only)
//   identifiers.ts      what visitors may know of it (the last 4, a valid VIN)
export {
  draftVehicleRowSchema,
  fromDraftRow,
  fromRow,
  parseDraftVehicleRow,
  toRow,
  vehicleRowSchema,
  type DraftVehicleRow,
  type VehicleRow,
  type VehicleWrite,
} from './vehicle-row';
export { cardRowSchema, COLUMNS, type CardRow, type ColumnSet } from './columns';
export { cardFromRow, toCard, vehicleCardSchema, type VehicleCard } from './card';
export { compareNewestFirst, mergeDelta, ORDER, type Ordered } from './order';
export { totalOf, type RestSource } from './postgrest';
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
export { buildStampOf, buildStampSchema, type BuildStamp } from './build-stamp';
export { fetchInventoryDelta, type InventoryDelta } from './inventory-delta';
export { firstPageWith } from './first-page';
export { fetchLiveVehicle, type LiveConfig } from './live-vehicle';
export { freshnessPaths, freshnessSince, listedAmong, type Freshness } from './freshness';
export { currentPrices } from './prices';
export { hasOwnPhoto, showcaseCards } from './showcase';
export { staffPage, staffPageOf, staffPagePath, type VehiclePageQuery, type VehicleRepoPage } from './staff-page';
export { supabaseVehicleRepo, VehicleConflict, type VehicleRepo } from './repo';
export {
  actorName,
  describeChanges,
  fetchHistory,
  historyEntrySchema,
  restorable,
  versionAfter,
  type HistoryEntry,
} from './history';
export {
  removeImages,
  uploadImages,
  type PreparedImage,
  type SizedCopy,
  type SizedCopyMaker,
  type UploadResult,
} from './images';
export { carsByStock, ownPhotos, stockCars, storeNamedImage, type StockCar } from './bulk-photos';
export {
  currentByStockNumber,
  DEFAULT_IMPORT_OPTIONS,
  exportVehicles,
  IMPORT_UNDO_DAYS,
  importVehicles,
  planImport,
  recentImports,
  storageImagePrefix,
  undoImport,
  type ImportInput,
  type ImportMatch,
  type ImportOptions,
  type ImportPlan,
  type ImportRecord,
  type ImportSummary,
  type MissingCar,
  type MissingChoice,
  type PlannedRow,
} from './stock-csv';
export { fetchPriceHistory, type PricePoint } from './price-history';
export { compactIndexSchema, decodeIndex, encodeIndex, fetchIndex, type CompactIndex } from './inventory-index';
export {
  bulkPrice,
  bulkUpdate,
  correctPrice,
  readDeleted,
  readPriceRules,
  readStockPage,
  STOCK_SORTS,
  stockParams,
  stockRowSchema,
  TRASH_DAYS,
  type BulkAction,
  type PriceRules,
  type StockCursor,
  type StockOrder,
  type StockRow,
  type StockSort,
} from './stock-table';
export { readChassis, writeChassis } from './chassis';
export { PRIVATE_NOTE_MAX, readPrivateNote, readPrivateNotes, writePrivateNote } from './private-notes';
export { fetchPublicIdentifiers, type PublicIdentifier } from './identifiers';
