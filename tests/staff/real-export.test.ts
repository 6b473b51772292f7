// A dealer's real export read as a person reads it (docs/product.md D34, "A dealer's own file"):
// price headers with a unit, registration given as a date or as 'Unreg', a 'Status' column of
// Used / Recond / Sold, 'POA', sub-brands in titles, listing titles in a 'Description' column,
// a stock number given twice, and records a stray quote broke, each named by its lines.
import { describe, expect, it } from 'vitest';
import { msOptions } from '~/i18n/ms';
import { checkTable, guessColumns, readCsvTable, type CheckOptions, type CsvTable } from '~/lib/staff/vehicle/csv';
import { yearOfDate } from '~/lib/staff/vehicle/dealer-values';
import { parseTitle, splitMakeModel } from '~/lib/staff/vehicle/title';

const STORAGE = 'http://127.0.0.1:54321/storage/v1/object/public/vehicle-images/';
const tableOf = (text: string): CsvTable => {
  const t = readCsvTable(new TextEncoder().encode(text).buffer as ArrayBuffer);
  if (!t.ok) throw new Error(t.message);
  return t;
};
/** The file as the dialog reads it: the guessed columns, then every row checked. */
const imported = (t: CsvTable, options: Partial<CheckOptions> = {}) => {
  const guesses = guessColumns(t.header, {}, t.body, [msOptions]);
  const r = checkTable(
    t,
    guesses.map((g) => g.column),
    { storagePrefix: STORAGE, labels: [msOptions], ...options },
  );
  if (!r.ok) throw new Error(r.message);
  return { guesses, ...r };
};

/** A DMS's weekly export: its own headers, registration dates, Used/Recond/Sold in 'Status', a POA car. */
const DMS = [
  'Stock No,Make,Model,Mfg Year,Asking (RM),Reg. Date,Status,Mileage (km),Fuel,Gearbox,Body,Colour,Grade',
  'D1,Mercedes-Benz,G63,2019,"1,088,000",03/2019,Used,"32,000",Petrol,Auto,SUV,Black,Excellent',
  'D2,BMW,M4 Competition,2021,POA,Unreg,Recond,"8,000",Petrol,Auto,Coupe,Blue,Excellent',
  'D3,Porsche,911 GT3,2018,"888,000",2019-03-14,Sold,"21,000",Petrol,PDK,Coupe,White,Very Good',
  'D4,Toyota,Alphard 2.5 SC,2018,"238,000",14/03/2019,Recond,"41,000",Petrol,Auto,MPV,White,Good',
  'D5,Lexus,NX300,2017,"158,000",Belum daftar,,"55,000",Petrol,Auto,SUV,Grey,Good',
  'D1,Mercedes-Benz,GLC300,2020,"268,000",2020,Used,"30,000",Petrol,Auto,SUV,White,Good',
].join('\r\n');

describe("a DMS export in the dealer's own columns", () => {
  const t = tableOf(DMS);
  const { guesses, rows, synonyms, missingColumns } = imported(t);

  it("guesses 'Asking (RM)' as the price, 'Reg. Date' as the registration, and 'Status' by its values as the origin, saying so", () => {
    expect(guesses.map((g) => [g.column, g.how])).toEqual([
      ['stock_number', 'name'],
      ['make', 'name'],
      ['model', 'name'],
      ['year', 'name'],
      ['price', 'name'],
      ['registration_year', 'name'],
      ['origin', 'contents'],
      ['mileage', 'name'],
      ['fuel_type', 'name'],
      ['transmission', 'name'],
      ['body_type', 'name'],
      ['color', 'name'],
      ['condition', 'name'],
    ]);
    expect(guesses[6]?.note).toBe(
      "named like status, but its values are Used / Recond / New: read as origin, and a status word (Sold) as the car's status",
    );
    expect(missingColumns).toEqual([]);
    expect(guessColumns(['Harga (RM)', 'Price (RM)'])[0]?.column).toBe('price');
  });

  it('lands each row field by field: registration years from dates, Unreg as a recond unregistered, Sold as sold, POA as a draft', () => {
    expect(
      rows.map((r) => [
        r.line,
        r.input?.stockNumber ?? null,
        r.input?.make ?? null,
        r.input?.model ?? null,
        r.input?.price ?? null,
        r.input?.registrationYear ?? null,
        r.input?.origin ?? null,
        r.input?.status ?? null,
        r.draft,
      ]),
    ).toEqual([
      [2, 'D1', 'Mercedes-Benz', 'G63', 1088000, 2019, 'Local', 'available', false],
      [3, 'D2', 'BMW', 'M4 Competition', null, null, 'Recond', 'draft', true],
      [4, 'D3', 'Porsche', '911 GT3', 888000, 2019, null, 'sold', false],
      [5, 'D4', 'Toyota', 'Alphard 2.5 SC', 238000, 2019, 'Recond', 'available', false],
      [6, 'D5', 'Lexus', 'NX300', 158000, null, 'Recond', 'available', false],
      [7, null, null, null, null, null, null, null, false],
    ]);
  });

  it('says what it read: POA, the unregistered cars, Sold as the status, and the stock number on both lines', () => {
    expect(rows.map((r) => r.warnings)).toEqual([
      ["stock_number 'D1' is also on row 7, not imported: this row is"],
      [
        "price 'POA': price on request, so the car is imported as a draft (off the site); add a price to publish it",
        "registration_year 'Unreg': not registered yet, so no registration year",
      ],
      [],
      [],
      ["registration_year 'Belum daftar': not registered yet, so no registration year; imported as a recond car"],
      [],
    ]);
    expect(rows[5]?.problems).toEqual([
      "stock_number 'D1': Stock Number D1 is on rows 2 and 7; only row 2 is imported",
    ]);
    expect(rows[5]?.car).toBe('2020 Mercedes-Benz GLC300 (D1)');
    expect(synonyms).toContainEqual({ column: 'status', from: 'Sold', to: 'sold', rows: 1 });
    expect(synonyms).toContainEqual({ column: 'origin', from: 'Used', to: 'Local', rows: 1 });
  });

  it('a POA row is a draft whether or not incomplete rows are, and lacks nothing else', () => {
    expect(rows[1]?.missing).toEqual([]);
    expect(imported(t, { incompleteAsDrafts: true }).rows[1]?.input?.status).toBe('draft');
  });
});

describe('registration given as a date', () => {
  it('gives its year for month/year, ISO, day/month/year and named months; nothing for what is not a date', () => {
    expect(
      ['03/2019', '3-2019', '2019-03', '2019-03-14', '14/03/2019', '14.03.2019', 'Mar 2019', '14 Mac 2019'].map(
        yearOfDate,
      ),
    ).toEqual(['2019', '2019', '2019', '2019', '2019', '2019', '2019', '2019']);
    expect(['2019', '13/2019', '31/02/2019', 'Unreg', ''].map(yearOfDate)).toEqual([null, null, null, null, null]);
  });
});

describe('sub-brands and their models in titles', () => {
  it("reads 'Mercedes-AMG G63', 'BMW M4' and 'Porsche 911 GT3' as the car is known", () => {
    expect(parseTitle('2020 Mercedes-AMG G63 4.0 SUV - 1 owner')).toMatchObject({
      year: '2020',
      make: 'Mercedes-Benz',
      model: 'AMG G63',
      engineCapacityCc: '4000',
      bodyType: 'SUV',
      notes: '1 owner',
    });
    expect(parseTitle('2022 Mercedes-Benz AMG GT 63 S')).toMatchObject({ model: 'AMG GT', variant: '63 S' });
    expect(parseTitle('2021 BMW M4 Competition Coupe')).toMatchObject({
      make: 'BMW',
      model: 'M4',
      variant: 'Competition',
      bodyType: 'Coupe',
    });
    expect(parseTitle('2019 Porsche 911 GT3 Coupe')).toMatchObject({
      make: 'Porsche',
      model: '911 GT3',
      variant: null,
    });
    expect(parseTitle('2018 Porsche 911 Carrera S')).toMatchObject({ model: '911', variant: 'Carrera S' });
    expect(splitMakeModel('Mercedes-AMG C63 S')).toEqual({ make: 'Mercedes-Benz', model: 'AMG C63 S' });
  });

  it("reads a 'Mercedes-AMG' make cell as the title does, and keeps a plain make as it is", () => {
    const t = tableOf(
      'Brand,Model,Year,Price,Mileage,Fuel,Gear,Grade,Body,Colour\r\n' +
        'Mercedes-AMG,G63,2020,"RM 1,088,000","20,000 km",Petrol,Auto,Excellent,SUV,Black\r\n' +
        'Mercedes-AMG,AMG GT 63 S,2021,"RM 988,000","10,000 km",Petrol,Auto,Excellent,Coupe,Grey\r\n' +
        'BMW,M4 Competition,2021,"RM 598,000","12,000 km",Petrol,Auto,Excellent,Coupe,Blue\r\n',
    );
    expect(imported(t).rows.map((r) => [r.input?.make, r.input?.model])).toEqual([
      ['Mercedes-Benz', 'AMG G63'],
      ['Mercedes-Benz', 'AMG GT 63 S'],
      ['BMW', 'M4 Competition'],
    ]);
  });
});

/** A marketplace listing export: the titles sit under 'Description', one price cell has a stray quote. */
const LISTING = [
  'Ref,Description,Price,Mileage,Fuel,Transmission,Condition,Colour',
  'L1,"2013/2014 BMW 528i 2.0 Sedan - M Sport, full service record","RM 88,000","118,777 km",Petrol,Auto,Good,White',
  'L2,2020 Mercedes-AMG G63 4.0 SUV - warranty till 2027,"RM 1,088,000","20,000 km",Petrol,Auto,Excellent,Black',
  'L3,2019 Porsche 911 GT3 4.0 Coupe,"RM 988,000","9,000 km",Petrol,Auto,Excellent,White',
  'L4,2021 BMW M4 3.0 Competition Coupe,"RM 598,000","12,000 km",Petrol,Auto,Excellent,Blue',
].join('\r\n');

describe("listing titles in a 'Description' column", () => {
  const t = tableOf(LISTING);
  const { guesses, rows, missingColumns } = imported(t);

  it('is guessed as the title by its values, and the guess says so', () => {
    expect(guesses[1]).toEqual({
      column: 'title',
      how: 'contents',
      note: 'named like vehicle_details, but its values are listing titles: read as title (year, make, model and more from each)',
    });
    // Year, make and model come from the titles: the file lacks no column any row needs.
    expect(missingColumns).toEqual([]);
  });

  it('lands year, registration, make, model, engine, body and the seller words field by field', () => {
    expect(
      rows.map((r) => [
        r.input?.year,
        r.input?.registrationYear,
        r.input?.make,
        r.input?.model,
        r.input?.variant,
        r.input?.engineCapacityCc,
        r.input?.bodyType,
        r.input?.price,
        r.input?.vehicleDetails,
      ]),
    ).toEqual([
      [2013, 2014, 'BMW', '528i', null, 2000, 'Sedan', 88000, 'M Sport, full service record'],
      [2020, null, 'Mercedes-Benz', 'AMG G63', null, 4000, 'SUV', 1088000, 'warranty till 2027'],
      [2019, null, 'Porsche', '911 GT3', null, 4000, 'Coupe', 988000, { exterior: [], interior: [], drivetrain: [] }],
      [2021, null, 'BMW', 'M4', 'Competition', 3000, 'Coupe', 598000, { exterior: [], interior: [], drivetrain: [] }],
    ]);
  });

  it("keeps 'Description' as the details when its cells are the dealer's words", () => {
    const notes = tableOf(
      'Make,Model,Description\r\nBMW,X5,Full service record\r\nAudi,A4,"One owner, warranty till 2027"\r\n',
    );
    expect(guessColumns(notes.header, {}, notes.body)[2]).toEqual({
      column: 'vehicle_details',
      how: 'name',
      note: null,
    });
  });
});

describe('records a stray quote broke', () => {
  const head = 'Stock,Brand,Model,Year,Price,Mileage,Fuel,Gear,Grade,Body,Colour';
  const car = (stock: string, price: string) => `${stock},BMW,320i,2019,${price},50000 km,Petrol,Auto,Good,Sedan,White`;
  const text =
    [
      head,
      car('S1', '"RM 150,000"'),
      // An opening quote never closed on its line: it runs into the next record.
      car('S2', '"RM 180000'),
      car('S3', '"RM 160,000"'),
      // A quote typed after the price, written unescaped by the export: read as a quote within the
      // cell, which then runs on over the next two records.
      car('S4', '"RM 120,000""'),
      car('S5', 'RM 140000'),
      // A quote before the price: papaparse would read the rest of the record as its cell.
      car('S6', '"RM 99,000" 0'),
      car('S7', '"RM 170,000"'),
      // Another opening quote with quoted cells after it: it swallows two lines.
      `S8,BMW,320i,2019,"RM 130000,"50,000 km",Petrol,Auto,Good,Sedan,White`,
      car('S9', '"RM 110,000"'),
    ].join('\r\n') + '\r\n';
  const t = tableOf(text);

  it('names each of the 4 broken records by its line and why', () => {
    expect(t.broken).toEqual([
      { first: 3, last: 3, reason: 'a quote opens here and runs on into the next line, which is a record of its own' },
      {
        first: 5,
        last: 5,
        reason: 'a quote opens here and runs on into the next 2 lines, which hold records of their own',
      },
      {
        first: 7,
        last: 7,
        reason:
          'a stray quote: a quote closes in the middle of a cell, so the cells after it would land in the wrong columns',
      },
      {
        first: 9,
        last: 9,
        reason:
          'a stray quote: a quote closes in the middle of a cell, so the cells after it would land in the wrong columns',
      },
    ]);
  });

  it('imports every other record in place, none shifted, none lost', () => {
    const { rows } = imported(t, { everyRow: {} });
    expect(rows.map((r) => [r.line, r.input?.stockNumber, r.input?.price, r.input?.mileage, r.input?.color])).toEqual([
      [2, 'S1', 150000, 50000, 'White'],
      [4, 'S3', 160000, 50000, 'White'],
      [6, 'S5', 140000, 50000, 'White'],
      [8, 'S7', 170000, 50000, 'White'],
      [10, 'S9', 110000, 50000, 'White'],
    ]);
    // Every line under the header is either imported or named.
    const named = t.broken?.map((b) => b.first) ?? [];
    expect([...rows.map((r) => r.line), ...named].sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('a note with a line break in it is still one record', () => {
    const notes = tableOf(`${head},Notes\r\n${car('N1', '"RM 150,000"')},"one owner\r\nfull service"\r\n`);
    expect(notes.broken).toEqual([]);
    expect(notes.body[0]?.[11]).toBe('one owner\r\nfull service');
  });
});
