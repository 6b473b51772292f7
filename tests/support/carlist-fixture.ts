// A Carlist.my-style stock export made by the tests (issue 33): used luxury cars as Malaysian dealers
// list them, with the export's own column names (Malay and abbreviated: 'Harga', 'Transm') and their
// wording ('Petrol', 'Auto', 'Saloon', 'Recond', 'RM 87,888', '145,000 km'). Deterministic.
const MODELS = [
  ['BMW', '530e M Sport', 'Saloon', 'Petrol'],
  ['BMW', 'X5 xDrive45e', 'SUV', 'Hybrid'],
  ['Mercedes-Benz', 'C300 AMG Line', 'Sedan', 'Petrol'],
  ['Mercedes-Benz', 'GLC300 Coupe', 'Coupe', 'Petrol'],
  ['Porsche', 'Macan 2.0', 'SUV', 'Petrol'],
  ['Porsche', 'Cayenne E-Hybrid', 'SUV', 'PHEV'],
  ['Lexus', 'NX300 F Sport', 'SUV', 'Petrol'],
  ['Lexus', 'ES250 Luxury', 'Saloon', 'Petrol'],
  ['Audi', 'A4 2.0 TFSI', 'Sedan', 'Petrol'],
  ['Audi', 'Q7 3.0 TDI', 'SUV', 'Diesel'],
  ['Volvo', 'XC90 T8', 'SUV', 'Hybrid'],
  ['Mini', 'Cooper S 5-Door', 'Hatch', 'Petrol'],
  ['Toyota', 'Hilux 2.8 Rogue', '4WD', 'Diesel'],
  ['Toyota', 'Alphard 2.5 SC', 'MPV', 'Petrol'],
  ['Porsche', 'Taycan 4S', 'Saloon', 'Electric'],
] as const;
const COLOURS = ['White', 'Black', 'Grey', 'Silver', 'Blue', 'Red'] as const;
const KEADAAN = ['Cemerlang', 'Like New', 'Sangat Baik', 'Excellent', 'Baik'] as const;
const TRANSM = ['Auto', 'AT', 'Automatic', 'auto'] as const;

export const CARLIST_HEADER = [
  'Stock No',
  'Brand',
  'Model',
  'Year',
  'Harga',
  'Mileage (km)',
  'Fuel',
  'Transm',
  'Keadaan',
  'Body',
  'Colour',
  'Local/Recond',
  'Seller Notes',
] as const;

export interface CarlistCar {
  stock: string;
  make: string;
  model: string;
  year: number;
  price: number;
}

const money = (n: number): string => `RM ${n.toLocaleString('en-US')}`;
const quote = (cell: string): string => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** `count` cars with stock numbers `${prefix}0001`…; `model` suffixes keep test runs apart. */
export function carlistCars(prefix: string, count: number, modelSuffix = ''): CarlistCar[] {
  return Array.from({ length: count }, (_, i) => {
    const [make, model] = MODELS[i % MODELS.length] ?? MODELS[0];
    return {
      stock: `${prefix}${String(i + 1).padStart(4, '0')}`,
      make,
      model: `${model}${modelSuffix}`,
      year: 2015 + (i % 9),
      price: 88_888 + ((i * 7919) % 600) * 1000,
    };
  });
}

/** The export as CSV text, comma separated, CRLF, as a spreadsheet saves it. */
export function carlistCsv(prefix: string, count: number, modelSuffix = ''): string {
  const lines = [CARLIST_HEADER.join(',')];
  carlistCars(prefix, count, modelSuffix).forEach((car, i) => {
    const [, , body, fuel] = MODELS[i % MODELS.length] ?? MODELS[0];
    const km = 12_000 + ((i * 3571) % 140) * 1000;
    lines.push(
      [
        car.stock,
        car.make,
        car.model,
        String(car.year),
        money(car.price),
        `${km.toLocaleString('en-US')} km`,
        fuel,
        TRANSM[i % TRANSM.length] ?? 'Auto',
        KEADAAN[i % KEADAAN.length] ?? 'Baik',
        body,
        COLOURS[i % COLOURS.length] ?? 'White',
        i % 3 === 0 ? 'Recond' : 'Used',
        i % 4 === 0 ? 'Full service record, 1 owner, warranty till 2027' : '',
      ]
        .map(quote)
        .join(','),
    );
  });
  return lines.join('\r\n') + '\r\n';
}

/** The columns of a dealer's own Carlist export, as it comes: no condition grade, and 'Condition' holds Used/Recond/New. */
export const CARLIST_RAW_HEADER = [
  'Stock No',
  'Brand',
  'Model',
  'Mfg Year',
  'Harga',
  'Mileage (km)',
  'Fuel',
  'Transm',
  'Body',
  'Colour',
  'Condition',
  'Description',
] as const;

/** 'Condition' as Carlist lists it: every third car Recond, New for some, Used for the rest. */
export const rawCondition = (i: number): string => (i % 3 === 0 ? 'Recond' : i % 5 === 1 ? 'New' : 'Used');

/** The raw export as CSV text: the same cars as `carlistCsv`, in the columns Carlist itself exports. */
export function carlistRawCsv(prefix: string, count: number, modelSuffix = ''): string {
  const lines = [CARLIST_RAW_HEADER.join(',')];
  carlistCars(prefix, count, modelSuffix).forEach((car, i) => {
    const [, , body, fuel] = MODELS[i % MODELS.length] ?? MODELS[0];
    const km = 12_000 + ((i * 3571) % 140) * 1000;
    lines.push(
      [
        car.stock,
        car.make,
        car.model,
        String(car.year),
        money(car.price),
        `${km.toLocaleString('en-US')} km`,
        fuel,
        TRANSM[i % TRANSM.length] ?? 'Auto',
        body,
        COLOURS[i % COLOURS.length] ?? 'White',
        rawCondition(i),
        i % 4 === 0 ? 'Full service record, 1 owner, warranty till 2027' : '',
      ]
        .map(quote)
        .join(','),
    );
  });
  return lines.join('\r\n') + '\r\n';
}

/** One line with three problems (year, price, fuel), to append to a file of the same header. */
export const threeProblemLine = (stock: string): string =>
  [stock, 'BMW', 'X3 xDrive30i', '2013/2014', 'lots', '80,000 km', 'Diesl', 'Auto', 'Baik', 'SUV', 'Grey', 'Used', '']
    .map(quote)
    .join(',');
export const THREE_PROBLEMS = [
  "year '2013/2014' holds two years: put the year it was made (2013) in year and the year it was registered (2014) in registration_year",
  "price 'lots': Price must be a number in MYR, like 285000 or 285000.50",
  "fuel_type 'Diesl' is not one of Gasoline, Hybrid, Electric, Diesel",
] as const;
