// The desk's pure parts (src/lib/staff/desk.ts): the sortable table's order and the chart tables.
import { describe, expect, it } from 'vitest';
import { priceDaysTable, sortCars, stockAgeTable, type DeskCar } from '~/lib/staff/desk';

const car = (make: string, over: Partial<DeskCar>): DeskCar => ({
  id: make,
  make,
  model: 'X',
  year: 2020,
  stockNumber: null,
  status: 'available',
  price: 100000,
  days: 10,
  views7: 0,
  views30: 0,
  leads: 0,
  priceChanges: 0,
  lastPriceChange: null,
  ...over,
});
const cars = [
  car('Audi', { days: 100, views7: 3, lastPriceChange: '2026-10-01T04:00:00+00:00' }),
  car('BMW', { days: 10, views7: 9 }),
  car('Citroen', { days: 40, views7: 3, lastPriceChange: '2026-11-20T04:00:00+00:00' }),
];

describe('the table per car', () => {
  it('sorts by any column either way, ties in the order given', () => {
    const makes = (key: Parameters<typeof sortCars>[1]) => sortCars(cars, key).map((c) => c.make);
    expect(makes({ key: 'days', descending: true })).toEqual(['Audi', 'Citroen', 'BMW']);
    expect(makes({ key: 'days', descending: false })).toEqual(['BMW', 'Citroen', 'Audi']);
    expect(makes({ key: 'views7', descending: true })).toEqual(['BMW', 'Audi', 'Citroen']);
    expect(makes({ key: 'name', descending: false })).toEqual(['Audi', 'BMW', 'Citroen']);
    expect(makes({ key: 'lastPriceChange', descending: true })).toEqual(['Citroen', 'Audi', 'BMW']);
  });
});

describe('the chart tables', () => {
  it('hold each chart series as rows', () => {
    const week = { weekEnd: '2026-11-28', age0to30: 1, age31to60: 2, age61to90: 3, ageOver90: 4, views: 5, leads: 6 };
    expect(stockAgeTable([week], ['Week to', 'a', 'b', 'c', 'd'])).toEqual({
      columns: ['Week to', 'a', 'b', 'c', 'd'],
      rows: [['2026-11-28', 1, 2, 3, 4]],
    });
    expect(
      priceDaysTable([{ id: 'x', name: '2020 Audi X', days: 12, price: 99000 }], ['Car', 'Days', 'Price']).rows,
    ).toEqual([['2020 Audi X', 12, 99000]]);
  });
});
