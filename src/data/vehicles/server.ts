// The vehicle data's server entry, '~/data/vehicles/server': what runs in Node, in the host's
// rebuild loop (scripts/host/) and inside the build. The shared entry (./index.ts) and the
// *.server.ts sections (node:* allowed, no astro:env, so plain Node can import them).
export * from './index';
//   build-plan.server.ts        what each prebuilt page shows, and what an edit affects (node:crypto)
//   rebuild-contract.server.ts  what the rebuild loop hands one build: names, schemas, reader, writer
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
} from './build-plan.server';
export {
  buildRowsSchema,
  isPartial,
  onlyInventorySchema,
  onlyVehiclesSchema,
  readBuildRows,
  readRebuildContract,
  REBUILD_FILE,
  REBUILD_SETTING,
  rebuildContractSchema,
  rebuildEnv,
  ROWS_FILE,
  writeNoContract,
  writeRebuildContract,
  type RebuildContract,
  type RebuildRequest,
} from './rebuild-contract.server';
