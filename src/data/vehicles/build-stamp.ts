// What a build saw: the latest updated_at it read (exact text) and how many vehicles.
import { z } from '~/lib/zod';
import type { Vehicle } from '~/lib/vehicle';
import { timeKey } from '~/lib/timestamp';

/** Recorded by the build: the latest updated_at it read (exact text) and how many vehicles. */
export const buildStampSchema = z.object({
  updatedAt: z.nullable(z.string()),
  count: z.int().check(z.nonnegative()),
});
export type BuildStamp = z.infer<typeof buildStampSchema>;

export function buildStampOf(vehicles: readonly Pick<Vehicle, 'updatedAt'>[]): BuildStamp {
  let latest: string | null = null;
  for (const v of vehicles) if (latest === null || timeKey(v.updatedAt) > timeKey(latest)) latest = v.updatedAt;
  return { updatedAt: latest, count: vehicles.length };
}
