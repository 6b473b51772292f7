// /compare's rows and ids (src/lib/vehicle/compare.ts).
import { describe, expect, it } from 'vitest';
import { en, enOptions } from '~/i18n/en';
import { ms, msOptions } from '~/i18n/ms';
import { wordsByKey } from '~/i18n';
import { compareRows, idsFromQuery } from '~/lib/vehicle/compare';
import { COMPARE_WORDS } from '~/features/saved/strings';
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
    expect(by('Price')).toEqual({ label: 'Price', key: 'compare.row.price', values: ['MYR 285,000', 'MYR 300,000'], valueKeys: [null, null], differs: true, kind: 'text' });
    expect(by('Body Type')).toEqual({ label: 'Body Type', key: 'compare.row.body', values: ['SUV', 'SUV'], valueKeys: ['SUV', 'SUV'], differs: false, kind: 'text' });
    expect(by('Color')?.differs).toBe(false);
    expect(by('HUD')).toEqual({ label: 'HUD', key: null, values: ['yes', 'no'], valueKeys: [null, null], differs: true, kind: 'feature' });
    expect(by('Sunroof')).toEqual({ label: 'Sunroof', key: null, values: ['yes', 'yes'], valueKeys: [null, null], differs: false, kind: 'feature' });
  });
  it('splices in extra rows after a named one, showing Not stated for a missing value', () => {
    const rows = compareRows([x5, m3], [{ label: 'Origin', key: 'local.origin', after: 'compare.row.condition', value: (v) => (v.id === 'x5' ? 'Local' : null), options: true }]);
    expect(rows.slice(7, 10).map((r) => [r.label, r.values])).toEqual([['Condition', ['Excellent', 'Excellent']], ['Origin', ['Local', 'Not stated']], ['Status', ['Available', 'Available']]]);
    expect(rows.slice(7, 10).map((r) => r.valueKeys)).toEqual([['Excellent', 'Excellent'], ['Local', 'compare.row.notStated'], ['available', 'available']]);
  });
  it('gives each English label and value its key in the page words, which a Malay page shows (no lookup by English text)', () => {
    const rows = compareRows([x5, { ...m3, status: 'reserved', fuelType: 'Hybrid' }], [{ label: 'Origin', key: 'local.origin', after: 'compare.row.condition', value: () => null }]);
    const words = wordsByKey('ms', COMPARE_WORDS);
    expect(wordsByKey('en', COMPARE_WORDS)).toEqual({});
    for (const r of rows.filter((r) => r.kind === 'text')) {
      expect(COMPARE_WORDS).toContain(r.key);
      expect(en[r.key as (typeof COMPARE_WORDS)[number]]).toBe(r.label);
      expect(words[r.key ?? '']).toBe(ms[r.key as (typeof COMPARE_WORDS)[number]]);
      r.valueKeys.forEach((k, i) => {
        if (k === null) return;
        expect(words[k], k).toBeDefined();
        if (k in enOptions) expect(enOptions[k as keyof typeof enOptions]).toBe(r.values[i]);
      });
    }
    const by = (key: string) => rows.find((r) => r.key === key);
    expect(by('compare.row.status')?.valueKeys.map((k) => words[k ?? ''])).toEqual([msOptions.available, msOptions.reserved]);
    expect(by('local.origin')?.valueKeys.map((k) => words[k ?? ''])).toEqual([ms['compare.row.notStated'], ms['compare.row.notStated']]);
  });
});
