import { describe, expect, it } from 'vitest';
import { isVehicleId } from '~/lib/vehicle';

describe('isVehicleId', () => {
  it('accepts the UUIDs the database generates, in either case', () => {
    expect(isVehicleId('5eed0000-0000-4000-8000-000000000001')).toBe(true);
    expect(isVehicleId('9F1C2B3A-4D5E-4F60-8A7B-0C1D2E3F4A5B')).toBe(true);
  });
  it('refuses anything that cannot be a vehicle id', () => {
    for (const id of ['does-not-exist', '', '5eed0000-0000-4000-8000-00000000001', '5eed0000-0000-4000-8000-0000000000011',
      '5eed00000000400080000000000000001', '{5eed0000-0000-4000-8000-000000000001}', '5eed0000-0000-4000-8000-00000000000g',
      ' 5eed0000-0000-4000-8000-000000000001', '5eed0000-0000-4000-8000-000000000001\n', "x' or 1=1 --"]) {
      expect(isVehicleId(id), id).toBe(false);
    }
  });
});
