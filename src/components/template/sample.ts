// The car a template is rendered with (CardTemplate.astro, the live vehicle page): every optional
// part present (a status badge, 'New arrival', '+N more', two photos, features, detail lists, an
// engine size), so a copy can be filled to show any car. Never shown as it is. Each field's sample
// value is declared with the field (src/lib/vehicle/fields.ts).
import { toCard, type VehicleCard } from '~/data/vehicles';
import type { Vehicle } from '~/lib/vehicle';
import { sampleValues } from '~/lib/vehicle/fields';

export const sampleVehicle = (): Vehicle => sampleValues();

export const sampleCard = (): VehicleCard => toCard(sampleVehicle());
