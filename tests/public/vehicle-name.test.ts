// How a car is named (src/lib/vehicle/name.ts) where the public sees it: the card
// (src/components/vehicle-card/card-view.ts), the vehicle page (src/features/vehicle/page-view.ts), the
// JSON-LD (src/lib/feeds/json-ld.ts) and the compact index that carries cards to the browser. The
// variant follows the model when the dealer names one; without it every text is as before.
import { describe, expect, it } from 'vitest';
import { cardView } from '~/components/vehicle-card/card-view';
import { cardText } from '~/components/vehicle-card/card-text';
import { decodeIndex, encodeIndex, toCard } from '~/data/vehicles';
import { galleryView, vehiclePageView } from '~/features/vehicle/page-view';
import { vehicleText } from '~/features/vehicle/vehicle-text';
import { inventoryJsonLd, vehicleJsonLd } from '~/lib/feeds/json-ld';
import { vehicleName, yearAndName } from '~/lib/vehicle/name';
import { aVehicle } from '../support/vehicle';

const plain = aVehicle({ id: '00000000-0000-4000-8000-000000000530', make: 'BMW', model: '530e', year: 2021 });
const mSport = { ...plain, variant: 'M Sport' };

describe('a vehicle’s name', () => {
  it('is make, model and variant, or make and model when there is none', () => {
    expect([vehicleName(mSport), vehicleName(plain)]).toEqual(['BMW 530e M Sport', 'BMW 530e']);
    expect([yearAndName(mSport), yearAndName(plain)]).toEqual(['2021 BMW 530e M Sport', '2021 BMW 530e']);
  });

  it('on a card', () => {
    const of = (v: typeof plain) => cardView(toCard(v), cardText('en'), { index: 0 });
    expect(of(mSport)).toMatchObject({ name: 'BMW 530e M Sport', detailsLabel: 'View Details: 2021 BMW 530e M Sport' });
    expect(of(plain)).toMatchObject({ name: 'BMW 530e', detailsLabel: 'View Details: 2021 BMW 530e' });
  });

  it('on the vehicle page', () => {
    const text = vehicleText('en');
    expect(vehiclePageView(mSport, [], text)).toMatchObject({ name: 'BMW 530e M Sport', shareTitle: '2021 BMW 530e M Sport' });
    expect(vehiclePageView(plain, [], text)).toMatchObject({ name: 'BMW 530e', shareTitle: '2021 BMW 530e' });
    expect(galleryView(mSport, text).galleryName).toBe('2021 BMW 530e M Sport');
    expect(galleryView(plain, text).galleryName).toBe('2021 BMW 530e');
  });

  it('in the JSON-LD, the model staying the model', () => {
    const ld = vehicleJsonLd(mSport, 'https://m.test/vehicle/530e', 'https://m.test/');
    expect([ld.name, ld.model]).toEqual(['2021 BMW 530e M Sport', '530e']);
    expect(vehicleJsonLd(plain, 'https://m.test/vehicle/530e', 'https://m.test/').name).toBe('2021 BMW 530e');
    const list = inventoryJsonLd([mSport, plain], 2, 'https://m.test/inventory', 'https://m.test/', {
      name: 'Premium Inventory',
      lang: 'en',
    }).itemListElement as { name: string }[];
    expect(list.map((i) => i.name)).toEqual(['2021 BMW 530e M Sport', '2021 BMW 530e']);
  });

  it('through the compact index, which writes no variant for cars without one', () => {
    const other = { ...plain, id: '00000000-0000-4000-8000-000000000531' };
    const index = encodeIndex([mSport, other].map(toCard), { updatedAt: null, count: 2 });
    expect([index.variants, index.variantOf]).toEqual([['M Sport'], [[0, 0]]]);
    expect(encodeIndex([other].map(toCard), { updatedAt: null, count: 1 })).not.toHaveProperty('variantOf');
    expect(decodeIndex(JSON.parse(JSON.stringify(index))).cards.map((c) => c.variant)).toEqual(['M Sport', null]);
  });
});
