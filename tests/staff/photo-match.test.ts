// Photos on disk named by stock number are matched to cars, in the order of their number.
import { describe, expect, it } from 'vitest';
import { matchPhotos, stockOfName } from '~/lib/staff/vehicle/photo-match';

const STOCKS = new Map([
  ['stk1234', 'STK1234'],
  ['mm-0007', 'MM-0007'],
]);

describe('stockOfName', () => {
  it.each([
    ['STK1234-1.jpg', { stock: 'STK1234', order: 1 }],
    ['STK1234_02.jpeg', { stock: 'STK1234', order: 2 }],
    ['stk1234 (3).PNG', { stock: 'STK1234', order: 3 }],
    ['photos/MM-0007-12.webp', { stock: 'MM-0007', order: 12 }],
    ['MM-0007.jpg', { stock: 'MM-0007', order: 0 }],
    ['STK12345-1.jpg', null],
    ['holiday.jpg', null],
  ])('%s → %j', (name, expected) => {
    expect(stockOfName(name, STOCKS)).toEqual(expected);
  });
});

describe('matchPhotos', () => {
  it("orders each car's files by the number in the name and names what matched nothing", () => {
    const files = ['STK1234-10.jpg', 'STK1234-2.jpg', 'notes.jpg', 'STK1234_1.jpg'].map((name) => ({ name }));
    const m = matchPhotos(files, [
      { stock: 'STK1234', hasPhotos: false },
      { stock: 'MM-0007', hasPhotos: false },
      { stock: 'MM-0008', hasPhotos: true },
    ]);
    expect(m.byStock.get('STK1234')?.map((f) => f.name)).toEqual(['STK1234_1.jpg', 'STK1234-2.jpg', 'STK1234-10.jpg']);
    expect(m.unmatched.map((f) => f.name)).toEqual(['notes.jpg']);
    expect(m.withoutPhotos).toEqual(['MM-0007']);
  });
});
