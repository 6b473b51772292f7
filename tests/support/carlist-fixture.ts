// A Carlist.my-style stock export made by the tests: used luxury cars as Malaysian dealers
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

/** One car's cells by the headers of either export. */
function cellsOf(car: CarlistCar, i: number): Record<CarlistHeader, string> {
  const [, , body, fuel] = MODELS[i % MODELS.length] ?? MODELS[0];
  const km = 12_000 + ((i * 3571) % 140) * 1000;
  const notes = i % 4 === 0 ? 'Full service record, 1 owner, warranty till 2027' : '';
  return {
    'Stock No': car.stock,
    Brand: car.make,
    Model: car.model,
    Year: String(car.year),
    'Mfg Year': String(car.year),
    Harga: money(car.price),
    'Mileage (km)': `${km.toLocaleString('en-US')} km`,
    Fuel: fuel,
    Transm: TRANSM[i % TRANSM.length] ?? 'Auto',
    Keadaan: KEADAAN[i % KEADAAN.length] ?? 'Baik',
    Body: body,
    Colour: COLOURS[i % COLOURS.length] ?? 'White',
    'Local/Recond': i % 3 === 0 ? 'Recond' : 'Used',
    Condition: rawCondition(i),
    'Seller Notes': notes,
    Description: notes,
  };
}

/** `count` cars under `header`, as CSV text: comma separated, CRLF, as a spreadsheet saves it. */
function csvOf(header: readonly CarlistHeader[], prefix: string, count: number, modelSuffix: string): string {
  const lines = [header.join(',')];
  carlistCars(prefix, count, modelSuffix).forEach((car, i) => {
    const cells = cellsOf(car, i);
    lines.push(header.map((h) => quote(cells[h])).join(','));
  });
  return lines.join('\r\n') + '\r\n';
}

/** The export in the template's shape with the dealer's own column names and words. */
export const carlistCsv = (prefix: string, count: number, modelSuffix = ''): string =>
  csvOf(CARLIST_HEADER, prefix, count, modelSuffix);

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
type CarlistHeader = (typeof CARLIST_HEADER)[number] | (typeof CARLIST_RAW_HEADER)[number];

/** 'Condition' as Carlist lists it: every third car Recond, New for some, Used for the rest. */
export const rawCondition = (i: number): string => (i % 3 === 0 ? 'Recond' : i % 5 === 1 ? 'New' : 'Used');

/** The raw export: the same cars as `carlistCsv`, in the columns Carlist itself exports. */
export const carlistRawCsv = (prefix: string, count: number, modelSuffix = ''): string =>
  csvOf(CARLIST_RAW_HEADER, prefix, count, modelSuffix);

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
