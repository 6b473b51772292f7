// Meta's automotive catalog rows (src/lib/feeds/meta-catalog.ts): every field of a row checked
// against Meta's rules (tests/support/meta-catalog-rules.ts), and what is left out.
import { describe, expect, it } from 'vitest';
import { metaCsv, metaRow, stateOfPostcode, type MetaDealer } from '~/lib/feeds/meta-catalog';
import { isValidVin, chassisOf } from '~/lib/vehicle/vin';
import { metaRowProblems, parseMetaCsv } from '../support/meta-catalog-rules';
import { aVehicle } from '../support/vehicle';

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
const input = (over: Parameters<typeof aVehicle>[0] = {}, vin: string | null = null) => ({
  vehicle: aVehicle(over),
  url: 'https://mewah.example/vehicle/x/',
  images: ['https://mewah.example/a.webp', 'https://mewah.example/b.webp'],
  vin,
  description: 'A car, "well kept", with a comma.',
});

describe('Meta catalog rows', () => {
  it('a car for sale: every field Meta requires, in its format', () => {
    const row = metaRow(input({ price: 329_000, variant: 'M Sport', color: 'Alpine White' }), DEALER);
    expect(row).not.toBeNull();
    expect(metaRowProblems(row!)).toEqual([]);
    expect(row).toMatchObject({
      price: '329000 MYR',
      'mileage.unit': 'KM',
      state_of_vehicle: 'USED',
      availability: 'AVAILABLE',
      body_style: 'SEDAN',
      trim: 'M Sport',
      'address.addr1': '18 Jalan Mewah Jaya, Bukit Bintang',
      'address.region': 'Wilayah Persekutuan Kuala Lumpur',
      'address.country': 'MY',
      'image[0].url': 'https://mewah.example/a.webp',
      'image[2].url': '',
      vin: '',
    });
  });

  it('a reserved car is pending; sold cars and drafts are not in the feed', () => {
    expect(metaRow(input({ status: 'reserved' }), DEALER)?.availability).toBe('PENDING');
    expect(metaRow(input({ status: 'sold' }), DEALER)).toBeNull();
    expect(metaRow(input({ status: 'draft' }), DEALER)).toBeNull();
  });

  it('an MPV is a MINIVAN, a 4X4 an SUV, a price with cents keeps them', () => {
    expect(metaRow(input({ bodyType: 'MPV' }), DEALER)?.body_style).toBe('MINIVAN');
    expect(metaRow(input({ bodyType: '4X4' }), DEALER)?.body_style).toBe('SUV');
    expect(metaRow(input({ price: 99_999.5 }), DEALER)?.price).toBe('99999.50 MYR');
  });

  it('the VIN is given when the database found it valid', () => {
    const row = metaRow(input({}, '1M8GDM9AXKP042788'), DEALER);
    expect(row?.vin).toBe('1M8GDM9AXKP042788');
    expect(metaRowProblems(row!)).toEqual([]);
  });

  it('the CSV parses back to the same rows, quotes and commas included', () => {
    const rows = [metaRow(input(), DEALER)!, metaRow(input({ status: 'reserved' }), DEALER)!];
    const { fields, rows: parsed } = parseMetaCsv(metaCsv(rows));
    expect(fields[0]).toBe('vehicle_id');
    expect(parsed).toEqual(rows);
    expect(parsed[0]?.description).toBe('A car, "well kept", with a comma.');
  });

  it('the rules catch what Meta refuses', () => {
    const row = { ...metaRow(input(), DEALER)!, price: 'MYR 329,000', body_style: 'GRAN_COUPE', vin: '1M8GDM9A1KP042788' };
    expect(metaRowProblems(row)).toEqual([
      "body_style 'GRAN_COUPE' is not one of Meta's values",
      "price 'MYR 329,000' is not '{number} MYR'",
      "vin '1M8GDM9A1KP042788' is not a valid VIN",
    ]);
  });
});

describe('helpers', () => {
  it('the check digit: 1M8GDM9AXKP042788 is valid (X), 11111111111111111 too, a recond chassis number is not a VIN', () => {
    expect(isValidVin('1M8GDM9AXKP042788')).toBe(true);
    expect(isValidVin('11111111111111111')).toBe(true);
    expect(isValidVin('GRS191-0012345')).toBe(false);
    expect(isValidVin('1M8GDM9A1KP042788')).toBe(false);
  });

  it('a chassis number as the staff form stores it: trimmed, upper case; refused when the database would', () => {
    expect(chassisOf(' grs191-0012345 ')).toBe('GRS191-0012345');
    expect(chassisOf('')).toBe('');
    expect(chassisOf('GRS 191')).toBeNull();
    expect(chassisOf('AB1')).toBeNull();
  });

  it.each([
    ['55100', 'Wilayah Persekutuan Kuala Lumpur'],
    ['47301', 'Selangor'],
    ['10200', 'Pulau Pinang'],
    ['88000', 'Sabah'],
    ['93050', 'Sarawak'],
    ['81300', 'Johor'],
  ])('postcode %s is in %s', (postcode, state) => {
    expect(stateOfPostcode(postcode)).toBe(state);
  });
});
