// The CSV import's checks and the export's round trip (src/lib/staff/vehicle/csv.ts), with literal
// expected messages: the form's own words, by spreadsheet row.
import { describe, expect, it } from 'vitest';
import { csvTemplate, parseVehicleCsv, vehiclesToCsv, type CsvRow } from '~/lib/staff/vehicle/csv';
import type { Vehicle } from '~/lib/vehicle';
import { aVehicle } from '../support/vehicle';
import { BAD_ROWS, dealerCsv } from '../support/stock-csv-fixture';

const STORAGE = 'http://127.0.0.1:54321/storage/v1/object/public/vehicle-images/';
const bytes = (text: string): ArrayBuffer => new TextEncoder().encode(text).buffer as ArrayBuffer;
const parse = (text: string) => parseVehicleCsv(bytes(text), STORAGE);
const rowsOf = (text: string): CsvRow[] => {
  const r = parse(text);
  if (!r.ok) throw new Error(r.message);
  return r.rows;
};

describe('parseVehicleCsv', () => {
  it('checks every row of a 25-row semicolon file and names the 2 bad rows in the form’s words', () => {
    const rows = rowsOf(dealerCsv('T'));
    expect(rows).toHaveLength(25);
    expect(rows.filter((r) => r.input).length).toBe(23);
    expect(rows.flatMap((r) => (r.error ? [`Row ${r.line}: ${r.error}`] : []))).toEqual([BAD_ROWS[7], BAD_ROWS[19]]);
    const first = rows[0]?.input;
    expect(first?.stockNumber).toBe('T-01');
    expect(first?.transmission).toBe('Automatic');
    expect(first?.features).toEqual(['Sunroof', 'Head-up display']);
    expect(first?.images).toEqual(['/seed/bmw-x5-xdrive45e-2023-front.svg']);
    expect(rows[0]?.droppedImages).toBe(1);
    expect(rows[1]?.input?.images).toEqual(['/placeholder.svg']);
    expect(rows[1]?.input?.status).toBe('available');
  });

  it('keeps photos of this project’s storage', () => {
    const csv = `make,model,year,price,mileage,fuel_type,transmission,condition,body_type,color,images\nAudi,A4,2020,100000,1,Diesel,Manual,Good,Sedan,Grey,${STORAGE}a.webp\n`;
    expect(rowsOf(csv)[0]?.input?.images).toEqual([`${STORAGE}a.webp`]);
  });

  it('refuses a stock number used twice in one file on the later row, naming both rows on each', () => {
    const csv =
      'stock_number,make,model,year,price,mileage,fuel_type,transmission,condition,body_type,color\n' +
      'A1,Audi,A4,2020,100000,1,Diesel,Manual,Good,Sedan,Grey\nA1,Audi,A5,2020,100000,1,Diesel,Manual,Good,Sedan,Grey\n';
    expect(rowsOf(csv)[1]?.error).toBe("stock_number 'A1': Stock Number A1 is on rows 2 and 3; only row 2 is imported");
    expect(rowsOf(csv)[0]?.warnings).toEqual(["stock_number 'A1' is also on row 3, not imported: this row is"]);
    expect(rowsOf(csv)[0]?.input?.model).toBe('A4');
  });

  it('refuses whole files it cannot trust, with a clear message', () => {
    const latin1 = new Uint8Array([...new TextEncoder().encode('make,model\nCitro'), 0xeb, 0x6e, 0x0a]);
    expect(parseVehicleCsv(latin1.buffer, STORAGE)).toEqual({
      ok: false,
      message: 'The file is not UTF-8 text. In your spreadsheet, save it as "CSV UTF-8" and choose it again.',
    });
    expect(parse('BMW,X5,2023,285000\nAudi,A4,2020,100000\n')).toEqual({
      ok: false,
      message: 'The first row must name the columns (make, model, year, ...). Download the template to see them.',
    });
    // A file lacking required columns is not refused: its rows name what they lack (a draft may wait for it).
    const short = parse('make,model,year\nBMW,X5,2023\n');
    expect(short.ok && short.rows.map((r) => [r.input, r.missing])).toEqual([
      [null, ['price', 'mileage', 'fuel_type', 'transmission', 'condition', 'body_type', 'color']],
    ]);
    const header = 'make,model,year,price,mileage,fuel_type,transmission,condition,body_type,color\n';
    const row = 'BMW,X5,2023,285000,1,Hybrid,Automatic,Excellent,SUV,White\n';
    expect(parse(header + row.repeat(5000))).toEqual({
      ok: false,
      message: 'The file has 5,000 rows; an import holds at most 4,999. Split it into smaller files.',
    });
    expect(parseVehicleCsv(new ArrayBuffer(10 * 1024 * 1024), STORAGE)).toEqual({
      ok: false,
      message: 'The file is 10 MB or larger. Split it into smaller files and import them one by one.',
    });
    expect(parse(header)).toEqual({ ok: false, message: 'The file has no rows under its header.' });
  });

  it('reads its own template', () => {
    const rows = rowsOf(csvTemplate());
    expect(rows.map((r) => [r.error, r.input?.stockNumber, r.input?.engineCapacityCc])).toEqual([
      [null, 'MM-0001', 2998],
    ]);
  });
});

describe('vehiclesToCsv', () => {
  const car: Vehicle = aVehicle({
    id: 'a',
    make: 'Porsche',
    model: '911 Carrera, "S"',
    variant: 'Sport Design',
    year: 2021,
    price: 980000.5,
    transmission: 'Manual',
    condition: 'Very Good',
    bodyType: 'Coupe',
    color: 'GT Silver',
    features: ['Sport Chrono', 'PASM'],
    images: [`${STORAGE}p1.webp`, '/seed/p2.svg'],
    vehicleDetails: 'Full service history; ceramic brakes',
    status: 'draft',
    origin: 'Recond',
    registrationYear: 2022,
    previousOwners: 1,
    warrantyMonths: 12,
    engineCapacityCc: 2981,
    stockNumber: 'P-911',
  });

  it('round-trips through the import unchanged', () => {
    const csv = vehiclesToCsv([car]);
    expect(csv.split('\r\n')[0]).toBe(
      '\uFEFFstock_number,make,model,variant,year,price,mileage,fuel_type,transmission,condition,body_type,color,status,features,exterior,interior,drivetrain,vehicle_details,origin,registration_year,previous_owners,warranty_months,engine_capacity_cc,motor_power_kw,images,listed_since,version',
    );
    const { id: _id, createdAt: _c, updatedAt: _u, previousPrice: _p, priceReducedAt: _r, ...input } = car;
    expect(rowsOf(csv)[0]?.input).toEqual(input);
    // Its listing date and the version it was exported at come back too (docs/product.md D34).
    expect(rowsOf(csv)[0]).toMatchObject({ listedSince: '2026-01-01T00:00:00.000Z', version: '2026-01-01T00:00:00Z' });
  });

  // A draft that lacks fields exports empty cells and comes back the same draft.
  it('writes a draft’s missing fields as empty cells, and imports them back as that draft', () => {
    const draft = {
      ...car,
      year: null,
      price: null,
      mileage: null,
      fuelType: null,
      transmission: null,
      condition: null,
      bodyType: null,
      color: null,
    };
    const csv = vehiclesToCsv([draft]);
    expect(csv.split('\r\n')[1]?.startsWith('P-911,Porsche,"911 Carrera, ""S""",Sport Design,,,,,,,,,draft,')).toBe(
      true,
    );
    const { id: _id, createdAt: _c, updatedAt: _u, previousPrice: _p, priceReducedAt: _r, ...input } = draft;
    expect(rowsOf(csv)[0]?.input).toEqual(input);
    // Listed, the same row names every missing field.
    const listed = rowsOf(csv.replace(',draft,', ',available,'))[0];
    expect(listed?.input).toBeNull();
    expect(listed?.problemColumns).toEqual([
      'year',
      'price',
      'mileage',
      'fuel_type',
      'transmission',
      'condition',
      'body_type',
      'color',
    ]);
  });
});
