// What a build saw (src/data/vehicles/build-stamp.ts).
import { describe, expect, it } from 'vitest';
import { buildStampOf } from '~/data/vehicles';

describe('buildStampOf', () => {
  it('records the latest updated_at text exactly and the count', () => {
    const stamp = buildStampOf([
      { updatedAt: '2026-03-01T10:00:00.123456+00:00' }, { updatedAt: '2026-03-01T10:00:00.123457+00:00' }, { updatedAt: '2025-01-01T00:00:00Z' },
    ]);
    expect(stamp).toEqual({ updatedAt: '2026-03-01T10:00:00.123457+00:00', count: 3 });
    expect(buildStampOf([])).toEqual({ updatedAt: null, count: 0 });
  });
});
