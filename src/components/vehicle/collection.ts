// Build-time access to the vehicles collection, in the one order (src/data/vehicles.ts).
import { getCollection } from 'astro:content';
import { buildStampOf, compareNewestFirst, toCard, type BuildStamp, type VehicleCard } from '~/data/vehicles';
import type { Vehicle } from '~/lib/vehicle';

export async function allVehicles(): Promise<Vehicle[]> {
  const entries = await getCollection('vehicles');
  return entries.map((e) => e.data).sort(compareNewestFirst);
}

export async function allCards(): Promise<VehicleCard[]> {
  return (await allVehicles()).map(toCard);
}

/** What this build saw: the latest updated_at and the count, for the live delta. */
export async function buildStamp(): Promise<BuildStamp> {
  return buildStampOf(await allVehicles());
}

export { pageCountFor, pageSlice } from '~/lib/pagination';
