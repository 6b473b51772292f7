// Meta's automotive inventory catalog (Facebook and Instagram automotive inventory ads) as a CSV
// feed: one row per car for sale, the fields of Meta's "Automotive Inventory Ads" feed reference
// (developers.facebook.com, Marketing API, auto-ads reference: CSV with a header row, nested fields
// as flattened JSON-path columns such as image[0].url and address.city; enums case-insensitive; the
// Graph API's Vehicle object lists the enums: body_style CONVERTIBLE, COUPE, CROSSOVER, HATCHBACK,
// MINIVAN, SEDAN, SMALL_CAR, SUV, TRUCK, VAN, WAGON, OTHER; fuel_type DIESEL, ELECTRIC, GASOLINE,
// HYBRID, …; transmission AUTOMATIC, MANUAL; state_of_vehicle NEW, USED, CPO; availability
// AVAILABLE, NOT_AVAILABLE, PENDING; condition EXCELLENT, VERY_GOOD, GOOD, FAIR, POOR).
// docs/deploying.md says how to connect it; tests/public/meta-catalog.test.ts checks every row.
import type { Vehicle, VehicleStatus } from '~/lib/vehicle';
import { unparseCsv } from '~/lib/staff/vehicle/csv-formula';
import { yearAndName } from '~/lib/vehicle/name';

export const META_COLUMNS = [
  'vehicle_id',
  'title',
  'description',
  'url',
  'make',
  'model',
  'trim',
  'year',
  'mileage.value',
  'mileage.unit',
  'price',
  'body_style',
  'transmission',
  'fuel_type',
  'exterior_color',
  'condition',
  'state_of_vehicle',
  'availability',
  'vin',
  'address.addr1',
  'address.city',
  'address.region',
  'address.postal_code',
  'address.country',
  'latitude',
  'longitude',
  'dealer_name',
  'dealer_phone',
  'image[0].url',
  'image[1].url',
  'image[2].url',
  'image[3].url',
  'image[4].url',
  'image[5].url',
  'image[6].url',
  'image[7].url',
  'image[8].url',
  'image[9].url',
] as const;
type MetaColumn = (typeof META_COLUMNS)[number];
export type MetaRow = Record<MetaColumn, string>;
/** Meta takes up to 20 images a vehicle; ten is plenty for an ad and keeps the file small. */
const MAX_IMAGES = 10;

const BODY_STYLE: Record<Vehicle['bodyType'], string> = {
  Sedan: 'SEDAN',
  Hatchback: 'HATCHBACK',
  SUV: 'SUV',
  MPV: 'MINIVAN',
  '4X4': 'SUV',
  Wagon: 'WAGON',
  Coupe: 'COUPE',
  Convertible: 'CONVERTIBLE',
  'Gran Coupe': 'SEDAN',
  Supercar: 'COUPE',
};
const FUEL_TYPE: Record<Vehicle['fuelType'], string> = {
  Gasoline: 'GASOLINE',
  Hybrid: 'HYBRID',
  Electric: 'ELECTRIC',
  Diesel: 'DIESEL',
};
const CONDITION: Record<Vehicle['condition'], string> = {
  Excellent: 'EXCELLENT',
  'Very Good': 'VERY_GOOD',
  Good: 'GOOD',
  Fair: 'FAIR',
};
/** A reserved car is still advertised, as pending; sold cars and drafts are not in the feed. */
const AVAILABILITY: Partial<Record<VehicleStatus, string>> = { available: 'AVAILABLE', reserved: 'PENDING' };

export interface MetaDealer {
  name: string;
  phone: string;
  street: string;
  area: string;
  city: string;
  postcode: string;
  lat: number;
  lng: number;
}

/**
 * The state (Meta's address.region) of a Malaysian postcode, by its first two digits (Pos Malaysia's
 * ranges; the few that overlap a border go to the state holding most of the range).
 */
const POSTCODE_STATES: readonly (readonly [upTo: number, state: string])[] = [
  [2, 'Perlis'],
  [9, 'Kedah'],
  [14, 'Pulau Pinang'],
  [18, 'Kelantan'],
  [24, 'Terengganu'],
  [28, 'Pahang'],
  [36, 'Perak'],
  [39, 'Pahang'],
  [48, 'Selangor'],
  [60, 'Wilayah Persekutuan Kuala Lumpur'],
  [62, 'Wilayah Persekutuan Putrajaya'],
  [68, 'Selangor'],
  [69, 'Pahang'],
  [73, 'Negeri Sembilan'],
  [78, 'Melaka'],
  [86, 'Johor'],
  [87, 'Wilayah Persekutuan Labuan'],
  [91, 'Sabah'],
  [98, 'Sarawak'],
];
export const stateOfPostcode = (postcode: string): string => {
  const two = Number(postcode.trim().slice(0, 2));
  return POSTCODE_STATES.find(([upTo]) => two <= upTo)?.[1] ?? '';
};

export interface MetaInput {
  vehicle: Vehicle;
  /** Absolute URL of the car's page. */
  url: string;
  /** Absolute URLs of its photos, at least 600 × 600 where the photo allows. */
  images: readonly string[];
  /** The car's VIN when its chassis number is a valid one (public.vehicle_public_identifiers), else null. */
  vin: string | null;
  description: string;
}

/** The car's row, or null when it is not for sale (sold, draft). */
export function metaRow({ vehicle: v, url, images, vin, description }: MetaInput, dealer: MetaDealer): MetaRow | null {
  const availability = AVAILABILITY[v.status];
  if (!availability) return null;
  const row: Partial<MetaRow> = {
    // The car's id: stable for its life, unlike a stock number a dealer may correct.
    vehicle_id: v.id,
    title: yearAndName(v),
    description,
    url,
    make: v.make,
    model: v.model,
    trim: v.variant ?? '',
    year: String(v.year),
    'mileage.value': String(v.mileage),
    'mileage.unit': 'KM',
    // Whole ringgit as the site shows it; cents only when the price has them.
    price: `${Number.isInteger(v.price) ? v.price : v.price.toFixed(2)} MYR`,
    body_style: BODY_STYLE[v.bodyType],
    transmission: v.transmission.toUpperCase(),
    fuel_type: FUEL_TYPE[v.fuelType],
    exterior_color: v.color,
    condition: CONDITION[v.condition],
    state_of_vehicle: 'USED',
    availability,
    vin: vin ?? '',
    'address.addr1': [dealer.street, dealer.area].filter(Boolean).join(', '),
    'address.city': dealer.city,
    'address.region': stateOfPostcode(dealer.postcode),
    'address.postal_code': dealer.postcode,
    'address.country': 'MY',
    latitude: String(dealer.lat),
    longitude: String(dealer.lng),
    dealer_name: dealer.name,
    dealer_phone: dealer.phone,
  };
  for (let i = 0; i < MAX_IMAGES; i++) row[`image[${i}].url` as MetaColumn] = images[i] ?? '';
  return row as MetaRow;
}

/**
 * RFC 4180 text through the product's one formula-safe CSV writer (docs/security.md): a make or
 * colour typed as `=HYPERLINK(…)` reaches Meta, and anyone who opens the feed in a spreadsheet,
 * as text. The dealer's phone number keeps its leading + (Meta reads it as the country code).
 */
export function metaCsv(rows: readonly MetaRow[]): string {
  const data = rows.map((r) => META_COLUMNS.map((c) => r[c]));
  return `${unparseCsv({ fields: META_COLUMNS, data }, { phoneColumns: ['dealer_phone'] })}\r\n`;
}
