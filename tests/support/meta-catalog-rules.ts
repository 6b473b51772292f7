// Meta's rules for an automotive inventory catalog row (developers.facebook.com, Marketing API,
// "Automotive Inventory Ads" feed reference, and the Graph API Vehicle object's enums), as the
// tests check every row of /feeds/meta-vehicles.csv against them. Returns what a row breaks.
import Papa from 'papaparse';
import { isValidVin } from '~/lib/vehicle/vin';

const REQUIRED = [
  'vehicle_id',
  'title',
  'description',
  'url',
  'make',
  'model',
  'year',
  'mileage.value',
  'mileage.unit',
  'image[0].url',
  'price',
  'body_style',
  'exterior_color',
  'state_of_vehicle',
  'availability',
  'address.addr1',
  'address.city',
  'address.region',
  'address.country',
  'latitude',
  'longitude',
] as const;
const ENUMS: Record<string, readonly string[]> = {
  'mileage.unit': ['KM', 'MI'],
  body_style: [
    'CONVERTIBLE',
    'COUPE',
    'CROSSOVER',
    'HATCHBACK',
    'MINIVAN',
    'SEDAN',
    'SMALL_CAR',
    'SUV',
    'TRUCK',
    'VAN',
    'WAGON',
    'OTHER',
    'NONE',
  ],
  fuel_type: ['DIESEL', 'ELECTRIC', 'FLEX', 'GASOLINE', 'HYBRID', 'PETROL', 'PLUGIN_HYBRID', 'OTHER', 'NONE'],
  transmission: ['AUTOMATIC', 'MANUAL', 'OTHER', 'NONE'],
  state_of_vehicle: ['NEW', 'USED', 'CPO'],
  availability: ['AVAILABLE', 'NOT_AVAILABLE', 'PENDING'],
  condition: ['EXCELLENT', 'VERY_GOOD', 'GOOD', 'FAIR', 'POOR', 'OTHER', 'NONE'],
};
const MAX_LENGTH: Record<string, number> = { vehicle_id: 100, title: 500, description: 5000, make: 100, model: 100 };

const absoluteUrl = (s: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(s).protocol);
  } catch {
    return false;
  }
};

export function metaRowProblems(row: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const f of REQUIRED) if (!row[f]?.trim()) problems.push(`${f} is empty`);
  for (const [f, allowed] of Object.entries(ENUMS))
    if (row[f] && !allowed.includes(row[f].toUpperCase()))
      problems.push(`${f} '${row[f]}' is not one of Meta's values`);
  for (const [f, max] of Object.entries(MAX_LENGTH))
    if ((row[f] ?? '').length > max) problems.push(`${f} is longer than ${max}`);
  if (!/^\d{4}$/.test(row.year ?? '')) problems.push('year is not yyyy');
  if (!/^\d+$/.test(row['mileage.value'] ?? '')) problems.push('mileage.value is not a whole number');
  if (!/^\d+(\.\d{2})? MYR$/.test(row.price ?? '')) problems.push(`price '${row.price}' is not '{number} MYR'`);
  for (const [f, v] of Object.entries(row))
    if ((f === 'url' || /^image\[\d+\]\.url$/.test(f)) && v && !absoluteUrl(v)) problems.push(`${f} is not absolute`);
  if (row.vin && !isValidVin(row.vin)) problems.push(`vin '${row.vin}' is not a valid VIN`);
  if (row['address.country'] && !/^[A-Z]{2}$/.test(row['address.country']))
    problems.push('address.country is not ISO 3166-1 alpha-2');
  const lat = Number(row.latitude);
  const lng = Number(row.longitude);
  if (!(lat >= -90 && lat <= 90) || !(lng >= -180 && lng <= 180)) problems.push('latitude/longitude out of range');
  return problems;
}

/** The feed's rows, parsed as Meta does (RFC 4180 CSV with a header row). */
export function parseMetaCsv(text: string): { fields: string[]; rows: Record<string, string>[] } {
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  if (parsed.errors.length) throw new Error(`the feed is not valid CSV: ${parsed.errors[0]?.message}`);
  return { fields: parsed.meta.fields ?? [], rows: parsed.data };
}
