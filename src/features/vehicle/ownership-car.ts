// The car the cost of ownership is for, as its section's data-car carries it: kept apart from
// ownership-view.ts so the page view (page-view.ts, which the live page loads) carries no maths.
import type { Vehicle } from '~/lib/vehicle';
import type { OwnershipCar } from '~/lib/vehicle/ownership';

export const ownershipCar = (
  v: Pick<Vehicle, 'price' | 'year' | 'make' | 'fuelType' | 'bodyType' | 'engineCapacityCc' | 'motorPowerKw'>,
): OwnershipCar => ({
  price: v.price,
  year: v.year,
  make: v.make,
  fuelType: v.fuelType,
  bodyType: v.bodyType,
  engineCapacityCc: v.engineCapacityCc,
  motorPowerKw: v.motorPowerKw,
});
