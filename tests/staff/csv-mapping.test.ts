// A dealer's own export imports as it is (docs/product.md D34): columns guessed from their names (English,
// Malay, abbreviations), the dealers' words for each choice, numbers as dealers write them, and
// every problem of a row named with its column and value.
import { describe, expect, it } from 'vitest';
import { msOptions } from '~/i18n/ms';
import {
  checkTable,
  exportConflicts,
  guessMapping,
  readCsvTable,
  rejectedRowsCsv,
  unmappedRequired,
  type CsvTable,
} from '~/lib/staff/vehicle/csv';
import {
  CARLIST_HEADER,
  CARLIST_RAW_HEADER,
  carlistCsv,
  carlistRawCsv,
  THREE_PROBLEMS,
  threeProblemLine,
} from '../support/carlist-fixture';

const STORAGE = 'http://127.0.0.1:54321/storage/v1/object/public/vehicle-images/';
const tableOf = (text: string): CsvTable => {
  const t = readCsvTable(new TextEncoder().encode(text).buffer as ArrayBuffer);
  if (!t.ok) throw new Error(t.message);
  return t;
};
const check = (t: CsvTable, mapping = guessMapping(t.header)) => {
  const r = checkTable(t, mapping, { storagePrefix: STORAGE, labels: [msOptions] });
  if (!r.ok) throw new Error(r.message);
  return r;
};

describe('guessMapping', () => {
  it("maps a Carlist-style export's own column names and leaves its notes unmapped", () => {
    expect(guessMapping(CARLIST_HEADER)).toEqual([
      'stock_number',
      'make',
      'model',
      'year',
      'price',
      'mileage',
      'fuel_type',
      'transmission',
      'condition',
      'body_type',
      'color',
      'origin',
      null,
    ]);
    expect(guessMapping(['Trans', 'Tahun', 'Harga (RM)', 'Warna', 'Jenama'])).toEqual([
      'transmission',
      'year',
      'price',
      'color',
      'make',
    ]);
  });

  it('names the required fields no column fills, and a remembered choice wins over the guess', () => {
    expect(unmappedRequired(guessMapping(['Brand', 'Model', 'Harga']))).toEqual([
      'year',
      'mileage',
      'fuel_type',
      'transmission',
      'condition',
      'body_type',
      'color',
    ]);
    expect(guessMapping(['Type', 'Notes'], { type: 'origin', notes: 'vehicle_details' })).toEqual([
      'origin',
      'vehicle_details',
    ]);
  });
});

describe("a dealer's raw Carlist export", () => {
  it("reads its 'Condition' column (Used/Recond/New) as origin, by what the column holds", () => {
    const t = tableOf(carlistRawCsv('RW', 300));
    expect(guessMapping(t.header, {}, t.body, [msOptions])).toEqual([
      'stock_number',
      'make',
      'model',
      'year',
      'price',
      'mileage',
      'fuel_type',
      'transmission',
      'body_type',
      'color',
      'origin',
      'vehicle_details',
    ]);
    // From the header alone, 'Condition' would be our condition grade (Excellent … Fair).
    expect(guessMapping(CARLIST_RAW_HEADER)[10]).toBe('condition');
    // A column already named for origin keeps it: then 'Condition' stays condition, and its rows say why.
    expect(guessMapping(['Local/Recond', 'Condition'], {}, [['Recond', 'Used']])).toEqual(['origin', 'condition']);
  });

  it('names the condition it lacks, and with one condition for every row imports all 300 rows', () => {
    const t = tableOf(carlistRawCsv('RW', 300));
    const mapping = guessMapping(t.header, {}, t.body, [msOptions]);
    const lacking = checkTable(t, mapping, { storagePrefix: STORAGE, labels: [msOptions] });
    if (!lacking.ok) throw new Error(lacking.message);
    expect(lacking.missingColumns).toEqual(['condition']);
    expect(lacking.rows.filter((x) => x.input === null && x.missing.join() === 'condition')).toHaveLength(300);
    const r = checkTable(t, mapping, { storagePrefix: STORAGE, labels: [msOptions], everyRow: { condition: 'Good' } });
    if (!r.ok) throw new Error(r.message);
    expect(r.rows.filter((x) => x.input !== null)).toHaveLength(300);
    expect(r.rows.flatMap((x) => x.problems)).toEqual([]);
    expect(
      r.rows.slice(0, 3).map((x) => [x.input?.stockNumber, x.input?.condition, x.input?.origin, x.input?.year]),
    ).toEqual([
      ['RW0001', 'Good', 'Recond', 2015],
      ['RW0002', 'Good', 'Local', 2016],
      ['RW0003', 'Good', 'Local', 2017],
    ]);
    const shown = r.synonyms.map((s) => `${s.column}: ${s.from} → ${s.to} (${s.rows})`);
    expect(shown).toContain('origin: Used → Local (160)');
    expect(shown).toContain('origin: New → Local (40)');
  });
});

describe('checkTable', () => {
  it('imports all 300 rows of a Carlist-style export written in dealer wording', () => {
    const { rows, synonyms } = check(tableOf(carlistCsv('CL', 300)));
    expect(rows.filter((r) => r.input !== null)).toHaveLength(300);
    const first = rows[0]?.input;
    expect(first).toMatchObject({
      stockNumber: 'CL0001',
      make: 'BMW',
      model: '530e M Sport',
      year: 2015,
      price: 88888,
      mileage: 12000,
      fuelType: 'Gasoline',
      transmission: 'Automatic',
      condition: 'Excellent',
      bodyType: 'Sedan',
      color: 'White',
      origin: 'Recond',
    });
    const shown = synonyms.map((s) => `${s.column}: ${s.from} → ${s.to} (${s.rows})`);
    expect(shown).toContain('fuel_type: Petrol → Gasoline (180)');
    expect(shown).toContain('body_type: Saloon → Sedan (60)');
    expect(shown).toContain('transmission: AT → Automatic (75)');
    expect(shown).toContain('condition: Sangat Baik → Very Good (60)');
    expect(shown).toContain('origin: Used → Local (200)');
    expect(shown).toContain('body_type: 4WD → 4X4 (20)');
  });

  it('lists every problem of a row with its column and value, rows in file order', () => {
    const text = carlistCsv('TP', 2) + threeProblemLine('TP0003') + '\r\n';
    const { rows } = check(tableOf(text));
    expect(rows.map((r) => r.line)).toEqual([2, 3, 4]);
    expect(rows[2]?.problems).toEqual(THREE_PROBLEMS);
    expect(rows[2]?.input).toBeNull();
  });

  it('gives back the refused rows as the file had them, with their reasons in a last column', () => {
    const t = tableOf(carlistCsv('RJ', 1) + threeProblemLine('RJ0002') + '\r\n');
    const csv = rejectedRowsCsv(t, check(t).rows);
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(`${CARLIST_HEADER.join(',')},errors`);
    expect(lines[1]).toBe(`${threeProblemLine('RJ0002')},"${THREE_PROBLEMS.join('; ').replace(/"/g, '""')}"`);
  });

  it('reads a fixed cell: the row turns valid', () => {
    const t = tableOf(carlistCsv('FX', 1) + threeProblemLine('FX0002') + '\r\n');
    const body = t.body.map((r) => [...r]);
    const fixed = body[1] ?? [];
    fixed[3] = '2013';
    fixed[4] = 'RM 99,000';
    fixed[6] = 'Diesel';
    const { rows } = check({ header: t.header, body });
    expect(rows[1]?.problems).toEqual([]);
    expect(rows[1]?.input).toMatchObject({ year: 2013, price: 99000, fuelType: 'Diesel' });
  });
});

describe('listed_since', () => {
  it('reads the dates dealers write and refuses one in the future or not a date, naming it', () => {
    const text =
      'Stock No,Brand,Model,Year,Harga,Mileage,Fuel,Transm,Keadaan,Body,Colour,Date Listed\r\n' +
      ['31/05/2024', '2024-06-02', '2026-11-20T08:15:00.000Z', '31/02/2024', '2031-01-01', '']
        .map((d, i) => `LS${i},BMW,320i,2019,"RM 120,000",40000,Petrol,Auto,Baik,Saloon,White,${d}`)
        .join('\r\n');
    const t = tableOf(text);
    const r = checkTable(t, guessMapping(t.header), {
      storagePrefix: STORAGE,
      now: Date.parse('2026-11-26T12:00:00Z'),
    });
    if (!r.ok) throw new Error(r.message);
    expect(r.rows.map((x) => x.listedSince)).toEqual([
      '2024-05-31T00:00:00.000Z',
      '2024-06-02T00:00:00.000Z',
      '2026-11-20T08:15:00.000Z',
      null,
      '2031-01-01T00:00:00.000Z',
      null,
    ]);
    const message = (v: string) =>
      `listed_since '${v}': write the day the car was first listed, not in the future, like 2024-05-31 or 31/05/2024`;
    expect(r.rows.map((x) => x.error)).toEqual([null, null, null, message('31/02/2024'), message('2031-01-01'), null]);
  });
});

describe('exportConflicts', () => {
  it("names each value a car changed to since the export, the file's and the car's now", () => {
    const t = tableOf(
      'stock_number,make,model,year,price,mileage,fuel_type,transmission,condition,body_type,color,version\r\n' +
        'EC1,BMW,X3,2020,240000,30000,Gasoline,Automatic,Good,SUV,Grey,2026-11-01T00:00:00Z\r\n' +
        'EC2,BMW,X4,2020,250000,30000,Gasoline,Automatic,Good,SUV,Grey,2026-11-01T00:00:00Z\r\n',
    );
    const rows = check(t).rows;
    const now = (stock: string, price: number, updatedAt: string) => ({
      ...(rows.find((r) => r.input?.stockNumber === stock)?.input as NonNullable<(typeof rows)[number]['input']>),
      id: stock,
      price,
      previousPrice: null,
      priceReducedAt: null,
      createdAt: '2026-10-01T00:00:00Z',
      updatedAt,
    });
    const current = new Map([
      ['EC1', now('EC1', 199000, '2026-11-20T00:00:00Z')],
      ['EC2', now('EC2', 250000, '2026-11-01T00:00:00Z')],
    ]);
    expect(exportConflicts(rows, current)).toEqual([
      { line: 2, stock: 'EC1', changes: [{ column: 'price', file: '240000', now: '199000' }] },
    ]);
  });
});
