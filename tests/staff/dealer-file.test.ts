// Any dealer's stock file (docs/product.md D34, "A dealer's own file"): headers as people type them,
// a listing's title read into fields, values dealers write for "none" and ranges, records a
// spreadsheet broke named by line, and rows lacking required fields offered as drafts.
import { describe, expect, it } from 'vitest';
import { msOptions } from '~/i18n/ms';
import {
  checkTable,
  guessColumns,
  guessMapping,
  readCsvTable,
  type CheckOptions,
  type CsvTable,
} from '~/lib/staff/vehicle/csv';
import { parseTitle, splitMakeModel } from '~/lib/staff/vehicle/title';
import { mileageRangeTop } from '~/lib/staff/vehicle/dealer-values';
import { carlistRawCsv } from '../support/carlist-fixture';

const STORAGE = 'http://127.0.0.1:54321/storage/v1/object/public/vehicle-images/';
const tableOf = (text: string): CsvTable => {
  const t = readCsvTable(new TextEncoder().encode(text).buffer as ArrayBuffer);
  if (!t.ok) throw new Error(t.message);
  return t;
};
const checked = (t: CsvTable, options: Partial<CheckOptions> = {}) => {
  const r = checkTable(t, guessMapping(t.header, {}, t.body, [msOptions]), {
    storagePrefix: STORAGE,
    labels: [msOptions],
    ...options,
  });
  if (!r.ok) throw new Error(r.message);
  return r;
};

describe('headers as people type them', () => {
  it('matches case, underscores, units in brackets, two-language headers and misspellings, saying how', () => {
    const header = [
      'List_Price',
      'Asking Price (RM)',
      'Milleage',
      'Mfg. Yr',
      'Gear_Type',
      'Colour/Warna',
      'Selling Price',
    ];
    const guesses = guessColumns(header);
    expect(guesses.map((g) => [g.column, g.how])).toEqual([
      ['price', 'name'],
      [null, 'name'],
      ['mileage', 'spelling'],
      ['year', 'name'],
      ['transmission', 'name'],
      ['color', 'name'],
      [null, 'name'],
    ]);
    expect(guessMapping(['Asking Price (RM)', 'Jarak_Tempuh', 'TAHUN DIBUAT'])).toEqual(['price', 'mileage', 'year']);
  });

  it('guesses a column whose header says nothing from its cells, and never takes instalments for the price', () => {
    const t = tableOf(
      'Stock,Item,Col A,Col B,Monthly\r\nS1,2019 BMW 530e 2.0 M Sport Sedan,White,Hybrid,"RM 2,139 / month"\r\n' +
        'S2,2020 Merc C200 1.5 Avantgarde Sedan,Black,Petrol,"RM 1,139 / month"\r\n',
    );
    expect(guessColumns(t.header, {}, t.body).map((g) => [g.column, g.how, g.note])).toEqual([
      ['stock_number', 'name', null],
      ['title', 'contents', null],
      ['color', 'contents', null],
      ['fuel_type', 'contents', null],
      [null, 'contents', 'holds monthly instalments, not prices: not imported'],
    ]);
    const priced = tableOf('Make,Model,Price\r\nBMW,X5,"RM 1,139 / month"\r\n');
    expect(guessMapping(priced.header, {}, priced.body)).toEqual(['make', 'model', null]);
  });

  it('a remembered choice that the column contradicts gives way to its cells, and says so', () => {
    const t = tableOf('Brand,Model,Condition\r\nBMW,X5,Excellent\r\nAudi,A4,Good\r\n');
    const [, , condition] = guessColumns(t.header, { condition: 'origin' }, t.body);
    expect(condition).toEqual({
      column: 'condition',
      how: 'contents',
      note: 'remembered as origin, but its values are condition values: read as condition',
    });
  });
});

describe("a listing's title", () => {
  it('reads years, make, model, engine litres as cc, variant, body and the seller words', () => {
    expect(parseTitle('2013/2014 BMW 528i 2.0 Sedan - M Sport service record')).toEqual({
      year: '2013',
      registrationYear: '2014',
      make: 'BMW',
      model: '528i',
      engineCapacityCc: '2000',
      variant: null,
      bodyType: 'Sedan',
      notes: 'M Sport service record',
    });
    expect(parseTitle('2019 Land Rover Range Rover Sport 3.0 HSE Dynamic SUV')).toMatchObject({
      make: 'Land Rover',
      model: 'Range Rover Sport',
      engineCapacityCc: '3000',
      variant: 'HSE Dynamic',
      bodyType: 'SUV',
    });
    expect(parseTitle('2018 Merc C200 Avantgarde')).toMatchObject({
      make: 'Mercedes-Benz',
      model: 'C200',
      variant: 'Avantgarde',
    });
    expect(parseTitle('LR Discovery Sport 2.0 Si4').make).toBe('Land Rover');
    expect(splitMakeModel('Mercedes-Benz C200')).toEqual({ make: 'Mercedes-Benz', model: 'C200' });
    expect(splitMakeModel('Land Rover Range Rover Sport')).toEqual({ make: 'Land Rover', model: 'Range Rover Sport' });
    expect(splitMakeModel('X5 xDrive45e')).toBeNull();
  });

  it('imports a title-only file field by field, marking what came from the title, never over its own columns', () => {
    const t = tableOf(
      'Title,Price,Mileage,Fuel,Transmission,Condition,Colour,Year\r\n' +
        '2013/2014 BMW 528i 2.0 Sedan - M Sport service record,"RM 88,000",118777 KM,Petrol,Auto,Good,White,\r\n' +
        '2019 Land Rover Range Rover Sport 3.0 HSE SUV,"RM 388,000",45k km,Diesel,Auto,Excellent,Grey,2018\r\n',
    );
    const { rows } = checked(t);
    expect(rows.map((r) => r.input)).toMatchObject([
      {
        make: 'BMW',
        model: '528i',
        year: 2013,
        registrationYear: 2014,
        engineCapacityCc: 2000,
        bodyType: 'Sedan',
        price: 88000,
        mileage: 118777,
        vehicleDetails: 'M Sport service record',
      },
      {
        make: 'Land Rover',
        model: 'Range Rover Sport',
        variant: 'HSE',
        year: 2018,
        engineCapacityCc: 3000,
        bodyType: 'SUV',
      },
    ]);
    expect(rows[0]?.fromTitle).toEqual([
      'year',
      'registration_year',
      'make',
      'model',
      'engine_capacity_cc',
      'body_type',
      'vehicle_details',
    ]);
    expect(rows[1]?.fromTitle).not.toContain('year');
  });

  it("puts a title's variant in the variant, leaving the model as the title names it", () => {
    const t = tableOf(
      'Title,Variant,Price,Mileage,Fuel,Transmission,Condition,Colour\r\n' +
        '2021 BMW 530e M Sport Sedan,,"RM 238,000",30k km,Hybrid,Auto,Excellent,Black\r\n' +
        '2020 Mercedes-Benz C200 2.0 Avantgarde Sedan,AMG Line,"RM 168,000",40k km,Petrol,Auto,Good,White\r\n',
    );
    const { rows } = checked(t);
    expect(rows.map((r) => [r.input?.make, r.input?.model, r.input?.variant])).toEqual([
      ['BMW', '530e', 'M Sport'],
      // The file's own variant cell wins over the title's.
      ['Mercedes-Benz', 'C200', 'AMG Line'],
    ]);
    expect(rows[0]?.fromTitle).toContain('variant');
    expect(rows[1]?.fromTitle).not.toContain('variant');
  });

  it("splits a 'Model' column that holds the make first", () => {
    const t = tableOf(
      'Model,Year,Price,Mileage,Fuel,Gearbox,Condition,Body,Colour\r\n' +
        'BMW 528i,2015,"RM 88,000","80,000 km",Petrol,Auto,Good,Sedan,White\r\n' +
        'Mercedes-Benz C200,2018,"RM 128,000","60,000 km",Petrol,Auto,Good,Sedan,Black\r\n' +
        'Land Rover Range Rover Sport,2017,"RM 328,000","70,000 km",Diesel,Auto,Good,SUV,Grey\r\n',
    );
    expect(checked(t).rows.map((r) => [r.input?.make, r.input?.model, r.fromTitle])).toEqual([
      ['BMW', '528i', ['make']],
      ['Mercedes-Benz', 'C200', ['make']],
      ['Land Rover', 'Range Rover Sport', ['make']],
    ]);
  });
});

describe('values as dealers write them', () => {
  it('takes the upper end of a mileage range with a warning naming it, and reads N/A, -, TBA as empty', () => {
    expect(mileageRangeTop('145 - 150K KM')).toBe('150000');
    expect(mileageRangeTop('140k-150k')).toBe('150000');
    expect(mileageRangeTop('118777 KM')).toBeNull();
    const t = tableOf(
      'Brand,Model,Year,Price,Mileage,Fuel,Gear,Grade,Body,Colour\r\n' +
        'Volvo,XC60,2021,"RM 198,000",145 - 150K KM,Petrol,Auto,Good,SUV,White\r\n' +
        'Volvo,XC90,2021,N/A,TBA,Petrol,Auto,Good,SUV,-\r\n',
    );
    const { rows } = checked(t);
    expect(rows[0]?.input).toMatchObject({ mileage: 150000, price: 198000 });
    expect(rows[0]?.warnings).toEqual(["mileage '145 - 150K KM' is a range: imported as its upper end, 150,000 km"]);
    expect(rows[1]?.input).toBeNull();
    expect(rows[1]?.missing).toEqual(['price', 'mileage', 'color']);
  });
});

describe('records a spreadsheet broke', () => {
  it('names a quote left open and a row of the wrong width by line, and imports the rest in place', () => {
    const head = 'Brand,Model,Year,Price,Mileage,Fuel,Gear,Grade,Body,Colour\r\n';
    const good = (model: string) => `BMW,${model},2019,"RM 150,000","50,000 km",Petrol,Auto,Good,Sedan,White\r\n`;
    const t = tableOf(
      head +
        good('320i') +
        'BMW,"330e M Sport,2019,RM 180000,40000 km,Petrol,Auto,Good,Sedan,Blue\r\n' +
        good('520i') +
        'BMW,X3,2019,Petrol,Auto\r\n' +
        good('530e'),
    );
    expect(t.broken).toEqual([
      {
        first: 3,
        last: 3,
        reason: 'a quote opens here and runs on into the next line, which is a record of its own',
      },
      { first: 5, last: 5, reason: '5 cells where the header has 10' },
    ]);
    const { rows } = checked(t);
    expect(rows.map((r) => [r.line, r.input?.model, r.input?.price, r.input?.color])).toEqual([
      [2, '320i', 150000, 'White'],
      [4, '520i', 150000, 'White'],
      [6, '530e', 150000, 'White'],
    ]);
  });

  it('names a quote never closed before the end of the file, keeping the rows after it', () => {
    const t = tableOf('Brand,Model,Notes\r\nBMW,"X5,none\r\nAudi,A4,x\r\n');
    expect(t.broken).toEqual([{ first: 2, last: 2, reason: 'a quote opens here and is never closed' }]);
    expect(t.body).toEqual([['Audi', 'A4', 'x']]);
    expect(t.lines).toEqual([3]);
  });

  it('keeps a cell that holds a line break in its record', () => {
    const t = tableOf('Brand,Model,Notes\r\nBMW,X5,"one\r\ntwo"\r\nAudi,A4,x\r\n');
    expect(t.body).toEqual([
      ['BMW', 'X5', 'one\r\ntwo'],
      ['Audi', 'A4', 'x'],
    ]);
    expect(t.lines).toEqual([2, 4]);
    expect(t.broken).toEqual([]);
  });
});

describe('drafts instead of a refusal', () => {
  it('imports rows that lack only required fields as drafts, naming them, beside the complete ones', () => {
    const t = tableOf(
      'Stock No.,Brand,Model,Mfg Year,Reg Year,Selling Price,Mileage,Fuel,Gearbox,Body,Condition(Recond/Used)\r\n' +
        'V1,Volvo,XC60,2021,2021,"RM 198,000",TBA,Petrol Hybrid,Auto,SUV,Recond\r\n' +
        'V2,BMW,530e M Sport,2020,2021,"RM 228,000","35,000 km",Petrol,Auto,Sedan,Used\r\n',
    );
    const mapping = guessMapping(t.header, {}, t.body, [msOptions]);
    expect(mapping).toEqual([
      'stock_number',
      'make',
      'model',
      'year',
      'registration_year',
      'price',
      'mileage',
      'fuel_type',
      'transmission',
      'body_type',
      'origin',
    ]);
    const complete = { everyRow: { condition: 'Good', color: 'White' } };
    const refused = checked(t, complete);
    expect(refused.rows.map((r) => [r.input?.status ?? null, r.missing])).toEqual([
      [null, ['mileage']],
      ['available', []],
    ]);
    const drafts = checked(t, { ...complete, incompleteAsDrafts: true });
    expect(drafts.rows.map((r) => [r.input?.status, r.input?.fuelType, r.input?.mileage, r.draft, r.missing])).toEqual([
      ['draft', 'Hybrid', null, true, ['mileage']],
      ['available', 'Gasoline', 35000, false, []],
    ]);
  });

  it('the raw 300-row Carlist export still imports as before with one condition for every row', () => {
    const t = tableOf(carlistRawCsv('DF', 300));
    const { rows } = checked(t, { everyRow: { condition: 'Good' } });
    expect(rows.filter((r) => r.input?.status === 'available')).toHaveLength(300);
    expect(rows.flatMap((r) => [...r.problems, ...r.warnings, ...r.fromTitle])).toEqual([]);
  });
});

describe('a Malay-headed dealer export', () => {
  it("reads 'Jarak Perjalanan' as mileage, '1,998 cc' and '2494cc' as engine capacity, and 'A' as Automatic", () => {
    const t = tableOf(
      [
        'No. Stok,Tajuk Iklan,Harga,Tahun,Jarak Perjalanan,Bahan Api,Transmisi,Jenis Badan,Kapasiti Enjin,Warna,Keadaan,Condition',
        'MM-D01,"2019 BMW 530e M Sport","RM 189,888",2019,"42,500 km",Petrol,Auto,Saloon,"1,998 cc",Putih,Recond,Excellent',
        'MM-D04,"2017 Toyota Vellfire 2.5 ZG",RM138k,2017,"88,000km",Petrol,A,MPV,2494cc,Putih,Recond,Good',
      ].join('\r\n'),
    );
    const rows = checked(t).rows;
    expect(rows.map((r) => r.error)).toEqual([null, null]);
    expect(
      rows.map((r) => [
        r.input?.mileage,
        r.input?.transmission,
        r.input?.engineCapacityCc,
        r.input?.price,
        r.input?.bodyType,
      ]),
    ).toEqual([
      [42500, 'Automatic', 1998, 189888, 'Sedan'],
      [88000, 'Automatic', 2494, 138000, 'MPV'],
    ]);
  });
});
