// /compare's rows and ids (src/lib/vehicle/compare.ts).
import { describe, expect, it } from 'vitest';
import { compareRows, idsFromQuery } from '~/lib/vehicle/compare';
import { gle, m3, x5 } from '../support/public-fixtures';

const A = '5eed0000-0000-4000-8000-000000000001';
const B = '5eed0000-0000-4000-8000-000000000002';
const C = '5eed0000-0000-4000-8000-000000000003';
const D = '5eed0000-0000-4000-8000-000000000004';

describe('compare', () => {
  it('reads up to 3 distinct UUIDs from ?ids= and says when some were dropped', () => {
    expect(idsFromQuery(`?ids=${A},${B}`)).toEqual({ ids: [A, B], dropped: false, given: true });
    expect(idsFromQuery(`?ids=${A},${A},${B.toUpperCase()}`)).toEqual({ ids: [A, B], dropped: false, given: true });
    expect(idsFromQuery(`?ids=${A},${B},${C},${D}`)).toEqual({ ids: [A, B, C], dropped: true, given: true });
    expect(idsFromQuery(`?ids=${A},robert');drop table`)).toEqual({ ids: [A], dropped: true, given: true });
    expect(idsFromQuery('')).toEqual({ ids: [], dropped: false, given: false });
  });
  it('lists the rows side by side, marks those that differ, and one row per feature with marks', () => {
    const rows = compareRows([{ ...x5, features: ['HUD', 'Sunroof'] }, { ...gle, features: ['Sunroof', 'Burmester'], color: 'Black' }]);
    expect(rows.map((r) => r.label)).toEqual(['Price', 'Year', 'Mileage', 'Fuel Type', 'Transmission', 'Body Type', 'Color', 'Condition', 'Status', 'HUD', 'Sunroof', 'Burmester']);
    const by = (label: string) => rows.find((r) => r.label === label);
    expect(by('Price')).toEqual({ label: 'Price', values: ['MYR 285,000', 'MYR 300,000'], differs: true, kind: 'text' });
    expect(by('Body Type')).toEqual({ label: 'Body Type', values: ['SUV', 'SUV'], differs: false, kind: 'text' });
    expect(by('Color')?.differs).toBe(false);
    expect(by('HUD')).toEqual({ label: 'HUD', values: ['yes', 'no'], differs: true, kind: 'feature' });
    expect(by('Sunroof')).toEqual({ label: 'Sunroof', values: ['yes', 'yes'], differs: false, kind: 'feature' });
  });
  it('splices in extra rows after a named one, showing Not stated for a missing value', () => {
    const rows = compareRows([x5, m3], [{ label: 'Origin', after: 'Condition', value: (v) => (v.id === 'x5' ? 'Local' : null) }]);
    expect(rows.slice(7, 10).map((r) => [r.label, r.values])).toEqual([['Condition', ['Excellent', 'Excellent']], ['Origin', ['Local', 'Not stated']], ['Status', ['Available', 'Available']]]);
  });
});
