// Seed statuses (Reserved/Sold): one reserved and one sold car so every badge and the
// 'Show sold' filter have something to show; every other seed car is available.
import type { VehicleStatus } from '~/lib/vehicle';
import type { SeedVehicle } from './types';

const STATUS_BY_SLUG: Readonly<Record<string, VehicleStatus>> = {
  'lexus-lx570-2018': 'reserved',
  'jaguar-xe-prestige-2018': 'sold',
};

export const seedStatus = (v: Pick<SeedVehicle, 'slug'>): VehicleStatus => STATUS_BY_SLUG[v.slug] ?? 'available';
