// The one definition of a vehicle (docs/architecture.md): each field's camelCase name, database column,
// value schema (the app's Vehicle), row schema (as PostgREST returns it), whether a draft may leave
// it empty, whether only the database writes it, whether a card reads it, whether it is an optional
// local detail, and the template's sample value. The Vehicle and row schemas, the row ↔ Vehicle
// mapping, the column sets, the card, the template sample, the seed rows, and the local details'
// inputs, checks and card rows derive from this table. What only staff pages need of a field (its
// labels, its limits, the form's order, the local details' examples and messages, the CSV template's
// example car) is in ./fields-staff.ts, so the public pages' scripts do not carry it; the CSV
// columns (src/lib/staff/vehicle/columns.ts) name these fields.
//
// Adding a column (docs/architecture.md, "One definition of a vehicle"): a migration (the column, its
// named check, its grants), an entry here, its label, limits and example car value (and optionally
// its input's words) in ./fields-staff.ts, its CSV row in src/lib/staff/vehicle/columns.ts, the
// dictionaries' words where it is shown; then `npm run gen:types` and the seed's generator. Kept twice
// on purpose: the database's checks, which hosted Supabase runs from the migrations
// (tests/server/field-limits.int.test.ts checks that they agree with the staff file's `limits`).
import { z } from '~/lib/zod';

export const FUEL_TYPES = ['Gasoline', 'Hybrid', 'Electric', 'Diesel'] as const;
export const TRANSMISSIONS = ['Automatic', 'Manual'] as const;
export const CONDITIONS = ['Excellent', 'Very Good', 'Good', 'Fair'] as const;
export const BODY_TYPES = [
  'Sedan',
  'Hatchback',
  'SUV',
  'MPV',
  '4X4',
  'Wagon',
  'Coupe',
  'Convertible',
  'Gran Coupe',
  'Supercar',
] as const;
/** Lifecycle; the database's vehicles_status_check allows exactly these. A draft is staff only. */
export const VEHICLE_STATUSES = ['available', 'reserved', 'sold', 'draft'] as const;
/** Local (first registered in Malaysia) or Recond (reconditioned import). */
export const ORIGINS = ['Local', 'Recond'] as const;

export const vehicleDetailsObjectSchema = z.object({
  exterior: z.array(z.string()),
  interior: z.array(z.string()),
  drivetrain: z.array(z.string()),
});
/** Either a plain string, or lists of exterior, interior and drivetrain details. */
export const vehicleDetailsSchema = z.union([z.string(), vehicleDetailsObjectSchema]);

// A fixed moment, so every build writes the same template (an incremental build equals a full one).
const SAMPLE_AT = '2000-01-01T00:00:00.000Z';

/** What else the table says of a field. */
interface FieldOptions {
  /** Set when a draft may leave it empty (null) until it is published (vehicles_complete_unless_draft). */
  draft?: true;
  /** False for what only the database writes (ids, timestamps, the price drop). */
  write?: false;
  /** The card (inventory, index, "similar vehicles") reads it. */
  card?: true;
  /** Required even of a draft (make, model); `draft` fields are required once published. */
  required?: true;
  /**
   * Where every read lists it: 'first' for who the car is and what the filters compare, 'last' for
   * the status and the timestamps (the one order, the deltas); the rest in between, in table order.
   */
  read?: 'first' | 'last';
  /**
   * An optional local detail (null when not stated; src/lib/vehicle/local-details.ts): an input of the staff
   * form's 'Local details', a row of the vehicle page's 'Vehicle Details' card and a CSV column, in
   * the table's order. Its label and limits are staff matters (./fields-staff.ts).
   */
  local?: LocalDetailSpec;
}

export interface LocalDetailSpec {
  /** A choice's stored values (the form's select, shown in the page's language); else a whole number. */
  options?: readonly string[];
}

interface FieldSpec<
  V extends z.ZodMiniType = z.ZodMiniType,
  R extends z.ZodMiniType = z.ZodMiniType,
> extends FieldOptions {
  /** The column of public.vehicles. */
  column: string;
  /** The app's value (Vehicle); checks here are the domain's, not the database's. */
  value: V;
  /** The column as PostgREST returns it; a default stands in for rows read before the column existed. */
  row: R;
  /** The template's car (src/components/template/sample.ts): every optional part present. */
  sample: z.output<V>;
}

/** One field: its column, value schema, row schema, template sample (a value of the schema) and options. */
const field = <const C extends string, V extends z.ZodMiniType, R extends z.ZodMiniType, const O extends FieldOptions>(
  column: C,
  value: V,
  row: R,
  sample: z.output<V>,
  options: O,
): { column: C; value: V; row: R; sample: z.output<V> } & O => ({ column, value, row, sample, ...options });

const int = z.int();
const text = z.string();
const texts = z.array(z.string());
const filled = z.string().check(z.minLength(1));
/** A column added after the first rows: rows read before it existed hold null. */
const later = <T extends z.ZodMiniType>(t: T) => z._default(z.nullable(t), null);

/** The vehicle's fields in the order of a Vehicle's keys (and of every JSON written from one). */
export const VEHICLE_FIELDS = {
  /** UUID generated by the database. */
  id: field('id', text, text, 'template', { read: 'first', write: false, card: true }),
  make: field('make', filled, text, '', { read: 'first', required: true, card: true }),
  model: field('model', filled, text, '', { read: 'first', required: true, card: true }),
  /** The trim or engine a dealer names after the model ('M Sport'); null when none (20261128140000_vehicle_variant.sql). */
  variant: field('variant', z.nullable(text), later(text), 'M Sport', { card: true }),
  year: field('year', int, int, 2024, { read: 'first', draft: true, card: true }),
  /** MYR. */
  price: field('price', z.number().check(z.nonnegative()), z.coerce.number(), 100_000, {
    read: 'first',
    draft: true,
    card: true,
  }),
  /** KM. */
  mileage: field('mileage', z.int().check(z.nonnegative()), int, 1, { read: 'first', draft: true, card: true }),
  fuelType: field('fuel_type', z.enum(FUEL_TYPES), z.enum(FUEL_TYPES), 'Gasoline', {
    read: 'first',
    draft: true,
    card: true,
  }),
  transmission: field('transmission', z.enum(TRANSMISSIONS), z.enum(TRANSMISSIONS), 'Automatic', {
    read: 'first',
    draft: true,
    card: true,
  }),
  condition: field('condition', z.enum(CONDITIONS), z.enum(CONDITIONS), 'Excellent', {
    read: 'first',
    draft: true,
    card: true,
  }),
  bodyType: field('body_type', z.enum(BODY_TYPES), z.enum(BODY_TYPES), 'Sedan', {
    read: 'first',
    draft: true,
    card: true,
  }),
  color: field('color', filled, text, '', { draft: true }),
  features: field('features', texts, texts, [''], { card: true }),
  images: field('images', texts, texts, ['/placeholder.svg', '/placeholder.svg'], { card: true }),
  vehicleDetails: field(
    'vehicle_details',
    vehicleDetailsSchema,
    vehicleDetailsSchema,
    { exterior: ['-'], interior: ['-'], drivetrain: ['-'] },
    {},
  ),
  // Absent in rows read before the column existed.
  status: field('status', z.enum(VEHICLE_STATUSES), z._default(z.enum(VEHICLE_STATUSES), 'available'), 'reserved', {
    read: 'last',
    card: true,
  }),
  // The optional local details (src/lib/vehicle/local-details.ts): null when not stated.
  origin: field('origin', z.nullable(z.enum(ORIGINS)), later(z.enum(ORIGINS)), 'Local', {
    card: true,
    local: { options: ORIGINS },
  }),
  registrationYear: field('registration_year', z.nullable(int), later(int), 2024, { local: {} }),
  previousOwners: field('previous_owners', z.nullable(int), later(int), 1, { local: {} }),
  warrantyMonths: field('warranty_months', z.nullable(int), later(int), 1, { local: {} }),
  /** cc; null for electric cars or when unknown. */
  engineCapacityCc: field('engine_capacity_cc', z.nullable(int), later(int), 2000, { local: {} }),
  /** kW; an electric car's road tax is charged on it since 2026 (src/lib/vehicle/road-tax.ts); null when not listed. */
  motorPowerKw: field('motor_power_kw', z.nullable(int), later(int), 150, { local: {} }),
  /** The dealer's own stock number (optional, unique); the CSV import's key (20261125000100_dealer_stock.sql). */
  stockNumber: field('stock_number', z.nullable(text), later(text), null, {}),
  /** The price before the latest drop and when it dropped (set by the database); null when none. */
  previousPrice: field('previous_price', z.nullable(z.number()), later(z.coerce.number()), 110_000, {
    write: false,
    card: true,
  }),
  priceReducedAt: field('price_reduced_at', z.nullable(text), later(text), SAMPLE_AT, { write: false, card: true }),
  createdAt: field('created_at', text, text, SAMPLE_AT, { read: 'last', write: false, card: true }),
  updatedAt: field('updated_at', text, text, SAMPLE_AT, { read: 'last', write: false, card: true }),
};

type Fields = typeof VEHICLE_FIELDS;
export type VehicleField = keyof Fields;
/** The column each field is stored in. */
export type ColumnOf<F extends VehicleField> = Fields[F]['column'];
export type VehicleColumn = ColumnOf<VehicleField>;
/** Fields a draft may leave empty. */
export type DraftField = { [F in VehicleField]: Fields[F] extends { draft: true } ? F : never }[VehicleField];
/** Fields only the database writes. */
export type ReadOnlyField = { [F in VehicleField]: Fields[F] extends { write: false } ? F : never }[VehicleField];
export type CardField = { [F in VehicleField]: Fields[F] extends { card: true } ? F : never }[VehicleField];
export type WritableField = Exclude<VehicleField, ReadOnlyField>;

export const FIELD_NAMES = Object.keys(VEHICLE_FIELDS) as VehicleField[];
const specOf = (f: VehicleField): FieldSpec => VEHICLE_FIELDS[f];
const flagged = <F extends VehicleField>(test: (spec: FieldSpec) => boolean): F[] =>
  FIELD_NAMES.filter((f) => test(specOf(f))) as F[];

/** In the table's order. */
export const DRAFT_FIELDS = flagged<DraftField>((s) => s.draft === true);
export const WRITABLE_FIELDS = flagged<WritableField>((s) => s.write !== false);
export const CARD_FIELDS = flagged<CardField>((s) => s.card === true);
/** What every read lists first, and last (see FieldOptions.read). */
export const READ_FIRST_FIELDS = flagged<VehicleField>((s) => s.read === 'first');
export const READ_LAST_FIELDS = flagged<VehicleField>((s) => s.read === 'last');
/** What a listed car must have: make and model always, the `draft` fields once published. */
export type RequiredField =
  DraftField | { [F in VehicleField]: Fields[F] extends { required: true } ? F : never }[VehicleField];
export const REQUIRED_VEHICLE_FIELDS = flagged<RequiredField>((s) => s.required === true || s.draft === true);
/** The optional local details (FieldOptions.local; their list is in ./local-details.ts, which the public pages that show them load). */
export type LocalDetailField = { [F in VehicleField]: Fields[F] extends { local: object } ? F : never }[VehicleField];

export const columnOf = <F extends VehicleField>(f: F): ColumnOf<F> => VEHICLE_FIELDS[f].column;

/** The Vehicle's zod shape: each field's value schema. */
export const vehicleShape = Object.fromEntries(FIELD_NAMES.map((f) => [f, specOf(f).value])) as {
  [F in VehicleField]: Fields[F]['value'];
};
/** A row's zod shape: each column's row schema, in the same order. */
export const rowShape = Object.fromEntries(FIELD_NAMES.map((f) => [columnOf(f), specOf(f).row])) as {
  [F in VehicleField as ColumnOf<F>]: Fields[F]['row'];
};
/** The draft row's differences: what a draft may leave empty reads as null. */
export const draftRowShape = Object.fromEntries(DRAFT_FIELDS.map((f) => [columnOf(f), z.nullable(specOf(f).row)])) as {
  [F in DraftField as ColumnOf<F>]: z.ZodMiniNullable<Fields[F]['row']>;
};

/** The template's sample values, field by field. */
export const sampleValues = (): { [F in VehicleField]: Fields[F]['sample'] } =>
  Object.fromEntries(FIELD_NAMES.map((f) => [f, structuredClone(specOf(f).sample)])) as {
    [F in VehicleField]: Fields[F]['sample'];
  };
