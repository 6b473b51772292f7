// Build-time access to the vehicles collection, newest first (the loader's order, made explicit).
import { getCollection } from 'astro:content';
import { toCard, type VehicleCard } from '~/lib/inventory-index';
import type { Vehicle } from '~/lib/vehicle';

export async function allVehicles(): Promise<Vehicle[]> {
  const entries = await getCollection('vehicles');
  return entries
    .map((e) => e.data)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id));
}

export async function allCards(): Promise<VehicleCard[]> {
  return (await allVehicles()).map(toCard);
}

export { pageCountFor, pageSlice } from '~/lib/pagination';
