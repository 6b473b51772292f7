// The dealer's price bands, drawn from the stock at build time (live mode): round edges that split
// the cars evenly, inclusive at both ends, and labels built from the edges.
import { describe, expect, it } from 'vitest';
import { parseBandId, roundEdge, stockPriceBands } from '~/lib/inventory/price-bands';
import { bandLabel } from '~/lib/inventory/band-label';
import { stockChoices, stockOptions, withCount } from '~/lib/inventory/stock-options';

const words = {
  'filter.band.upTo': 'Up to MYR {max}',
  'filter.band.range': 'MYR {min} - {max}',
  'filter.band.from': 'MYR {min} and above',
};

describe('stockPriceBands', () => {
  it('splits three cars at 150,000, 480,000 and 1,250,000 into one band each', () => {
    const bands = stockPriceBands([1_250_000, 150_000, 480_000]);
    expect(bands).toEqual([
      { id: '0-300000', min: 0, max: 300_000 },
      { id: '300000-850000', min: 300_000, max: 850_000 },
      { id: '850000-plus', min: 850_000, max: Number.POSITIVE_INFINITY },
    ]);
    expect(bands.map((b) => bandLabel(b, words))).toEqual([
      'Up to MYR 300,000',
      'MYR 300,000 - 850,000',
      'MYR 850,000 and above',
    ]);
  });

  it('draws four bands of two cars from eight, with round edges', () => {
    const prices = [95_000, 120_000, 168_800, 210_000, 330_000, 428_000, 640_000, 1_100_000];
    expect(stockPriceBands(prices).map((b) => b.id)).toEqual([
      '0-150000',
      '150000-250000',
      '250000-550000',
      '550000-plus',
    ]);
  });

  it('draws none when the stock cannot be split: empty, one car, or one price', () => {
    expect(stockPriceBands([])).toEqual([]);
    expect(stockPriceBands([480_000])).toEqual([]);
    expect(stockPriceBands([200_000, 200_000, null])).toEqual([]);
  });
});

describe('roundEdge and parseBandId', () => {
  it('rounds to a multiple of 5 in the second digit', () => {
    expect([roundEdge(315_000), roundEdge(865_000), roundEdge(1_375_000), roundEdge(92_400)]).toEqual([
      300_000, 850_000, 1_500_000, 90_000,
    ]);
  });
  it('reads a band from its id and refuses any other text', () => {
    expect(parseBandId('300000-850000')).toEqual({ id: '300000-850000', min: 300_000, max: 850_000 });
    expect(parseBandId('850000-plus')).toEqual({ id: '850000-plus', min: 850_000, max: Number.POSITIVE_INFINITY });
    expect([parseBandId('cheap'), parseBandId('900-100'), parseBandId('01-5')]).toEqual([undefined, undefined, undefined]);
  });
});

describe('stockOptions', () => {
  it('offers the makes, bodies and fuels in stock with their counts, and bands from their prices', () => {
    const cars = [
      { make: 'Porsche', price: 1_250_000, bodyType: 'Coupe', fuelType: 'Gasoline' },
      { make: 'Lexus', price: 150_000, bodyType: 'SUV', fuelType: 'Hybrid' },
      { make: 'Porsche', price: 480_000, bodyType: 'SUV', fuelType: 'Gasoline' },
    ];
    expect(stockOptions(cars, { bodies: ['Sedan', 'SUV', 'Coupe'], fuels: ['Gasoline', 'Hybrid'] })).toEqual({
      bands: ['0-300000', '300000-850000', '850000-plus'],
      makes: [
        ['Lexus', 1],
        ['Porsche', 2],
      ],
      bodies: [
        ['SUV', 2],
        ['Coupe', 1],
      ],
      fuels: [
        ['Gasoline', 2],
        ['Hybrid', 1],
      ],
    });
    expect(withCount('Porsche', 2)).toBe('Porsche (2)');
  });

  it('labels the choices at build time, in the page’s words, for the island to look up', () => {
    const stock = {
      bands: ['0-300000', '300000-850000', '850000-plus'],
      makes: [['Porsche', 2]],
      bodies: [['SUV', 2]],
      fuels: [
        ['Gasoline', 2],
        ['Hybrid', 1],
      ],
    } as const;
    const words = {
      'filter.band.upTo': 'Up to MYR {max}',
      'filter.band.range': 'MYR {min} - {max}',
      'filter.band.from': 'MYR {min} and above',
    };
    expect(stockChoices(stock, words, { Gasoline: 'Petrol', Hybrid: 'Hybrid', SUV: 'SUV' })).toEqual({
      bands: [
        ['0-300000', 'Up to MYR 300,000'],
        ['300000-850000', 'MYR 300,000 - 850,000'],
        ['850000-plus', 'MYR 850,000 and above'],
      ],
      makes: [['Porsche', 'Porsche (2)']],
      bodies: [['SUV', 'SUV (2)']],
      fuels: [
        ['Gasoline', 'Petrol (2)'],
        ['Hybrid', 'Hybrid (1)'],
      ],
    });
  });
});
