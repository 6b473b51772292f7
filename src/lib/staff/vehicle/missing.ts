// What a draft still lacks to be published, as the staff card shows it: apart from the form's
// parsing (form.ts), so that the cards load without it (/manage-inventory's first cards).
import type { DraftVehicle } from '~/lib/vehicle';
import { REQUIRED_VEHICLE_FIELDS } from '~/lib/vehicle/fields';
import { formLabel } from '~/lib/vehicle/fields-staff';

type RequiredField = (typeof REQUIRED_VEHICLE_FIELDS)[number];

/** What a draft needs at the least; every other required field may wait until it is published. */
export const DRAFT_NEEDS: ReadonlySet<RequiredField> = new Set(['make', 'model']);

/** The labels of the required fields a draft still lacks, in the form's order. */
export const missingForPublishing = (v: DraftVehicle): string[] =>
  REQUIRED_VEHICLE_FIELDS.flatMap((f) =>
    DRAFT_NEEDS.has(f) || v[f] !== null ? [] : [formLabel(f).replace(/ \(.*\)$/, '')],
  );
