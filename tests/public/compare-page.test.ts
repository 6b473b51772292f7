// Which cars /compare shows when some are no longer listed (src/features/saved/compare-page.ts).
import { describe, expect, it } from 'vitest';
import { idsFromQuery } from '~/lib/vehicle/compare';
import { comparedCars } from '~/features/saved/compare-page';
import { m3, x5, gle } from '../support/public-fixtures';

describe('/compare with cars no longer listed', () => {
  it('keeps the listed cars in the address order, at most 3, and names the others gone', () => {
    const asked = ['gone-1', x5.id, 'gone-2', m3.id, gle.id];
    expect(comparedCars(asked, [gle, m3, x5])).toEqual({
      cars: [x5, m3, gle],
      full: false,
      gone: ['gone-1', 'gone-2'],
    });
    expect(comparedCars(['gone-1', 'gone-2', 'gone-3'], [])).toEqual({
      cars: [],
      full: false,
      gone: ['gone-1', 'gone-2', 'gone-3'],
    });
  });

  it('reads more ids than fit from the address, so gone cars make way for later ones', () => {
    const ids = Array.from({ length: 5 }, (_, i) => `5eed0000-0000-4000-8000-00000000000${i + 1}`);
    expect(idsFromQuery(`?ids=${ids.join(',')}`, 12)).toEqual({ ids, dropped: false, given: true });
  });
});
