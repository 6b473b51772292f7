// The dialog's two save buttons and Duplicate (src/lib/vehicle-form.ts): what status each saves,
// and what a duplicate starts from.
import { describe, expect, it } from 'vitest';
import { duplicateForm, emptyVehicleForm, parseVehicleForm, withSaveIntent } from '~/lib/vehicle-form';
import { x5 } from '../support/public-fixtures';

describe('withSaveIntent', () => {
  const form = { ...emptyVehicleForm(), status: 'reserved' };
  it("'Save as draft' saves a draft whatever the status field says", () => {
    expect(withSaveIntent(form, 'draft').status).toBe('draft');
  });
  it("'Publish' lists a draft as available and keeps any other status", () => {
    expect(withSaveIntent({ ...form, status: 'draft' }, 'publish').status).toBe('available');
    expect(withSaveIntent(form, 'publish').status).toBe('reserved');
  });
});

describe('duplicateForm', () => {
  it('copies the car as a draft without its stock number (photos are the caller’s: none)', () => {
    const copy = duplicateForm({ ...x5, stockNumber: 'MM-7', status: 'sold' });
    expect(copy).toMatchObject({ make: 'BMW', model: 'X5 xDrive45e', year: '2023', stockNumber: '', status: 'draft' });
    const parsed = parseVehicleForm(copy, []);
    expect(parsed.ok && parsed.input.stockNumber).toBeNull();
  });
});

describe('stock number in the form', () => {
  it('is trimmed, optional, and at most 40 characters', () => {
    const base = duplicateForm(x5);
    const typed = parseVehicleForm({ ...base, stockNumber: '  MM-0042 ' }, []);
    expect(typed.ok && typed.input.stockNumber).toBe('MM-0042');
    expect(parseVehicleForm({ ...base, stockNumber: 'X'.repeat(41) }, [])).toEqual({
      ok: false,
      message: 'Stock Number must be at most 40 characters',
      errors: { stockNumber: 'Stock Number must be at most 40 characters' },
    });
  });
});
