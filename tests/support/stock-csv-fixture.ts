// A dealer's CSV of 25 cars, two of them bad (spreadsheet rows 7 and 19), semicolon separated as
// a Malaysian Excel saves it; shared by the unit test and the browser test.
export const BAD_ROWS = {
  7: "Row 7: price 'lots': Price must be a number in MYR, like 285000 or 285000.50",
  19: "Row 19: fuel_type 'Diesl' is not one of Gasoline, Hybrid, Electric, Diesel",
} as const;

const HEADER =
  'Stock Number;Make;Model;Year;Price;Mileage;Fuel Type;Transmission;Condition;Body Type;Color;Features;Images';

/** `prefix` keeps stock numbers unique between runs against one database. */
export function dealerCsv(prefix: string, models = 'Csv Model'): string {
  const lines = [HEADER];
  for (let i = 0; i < 25; i++) {
    const line = i + 2;
    const price = line === 7 ? 'lots' : String(150_000 + i * 1000);
    const fuel = line === 19 ? 'Diesl' : 'Gasoline';
    lines.push(
      [
        `${prefix}-${String(i + 1).padStart(2, '0')}`,
        'BMW',
        `${models} ${i + 1}`,
        '2021',
        price,
        '30000',
        fuel,
        'automatic',
        'Excellent',
        'Sedan',
        'Black Sapphire',
        '"Sunroof, Head-up display"',
        i === 0 ? '"/seed/bmw-x5-xdrive45e-2023-front.svg, https://elsewhere.example/car.jpg"' : '',
      ].join(';'),
    );
  }
  return lines.join('\r\n') + '\r\n';
}
