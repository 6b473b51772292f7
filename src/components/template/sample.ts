// The car a template is rendered with (CardTemplate.astro, the live vehicle page): every optional
// part present (a status badge, 'New arrival', '+N more', two photos, features, detail lists, an
// engine size), so a copy can be filled to show any car. Never shown as it is.
import { toCard, type VehicleCard } from '~/data/vehicles';
import type { Vehicle } from '~/lib/vehicle';

// A fixed moment, so every build writes the same template (an incremental build equals a full one).
const AT = '2000-01-01T00:00:00.000Z';

export function sampleVehicle(): Vehicle {
  return {
    id: 'template',
    make: '',
    model: '',
    year: 2024,
    price: 100_000,
    mileage: 1,
    fuelType: 'Gasoline',
    transmission: 'Automatic',
    condition: 'Excellent',
    bodyType: 'Sedan',
    color: '',
    features: [''],
    images: ['/placeholder.svg', '/placeholder.svg'],
    vehicleDetails: { exterior: ['-'], interior: ['-'], drivetrain: ['-'] },
    status: 'reserved',
    origin: 'Local',
    registrationYear: 2024,
    previousOwners: 1,
    warrantyMonths: 1,
    engineCapacityCc: 2000,
    stockNumber: null,
    previousPrice: 110_000,
    priceReducedAt: AT,
    createdAt: AT,
    updatedAt: AT,
  };
}

export const sampleCard = (): VehicleCard => toCard(sampleVehicle());
