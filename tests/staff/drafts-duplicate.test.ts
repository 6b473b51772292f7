// The dialog's two save buttons and Duplicate (src/lib/staff/vehicle/form.ts): what status each saves,
// and what a duplicate starts from.
import { describe, expect, it } from 'vitest';
import {
  duplicateForm,
  emptyVehicleForm,
  formFromVehicle,
  missingForPublishing,
  parseDialogForm,
  withSaveIntent,
} from '~/lib/staff/vehicle/form';
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
    const parsed = parseDialogForm(copy, []);
    expect(parsed.ok && parsed.input.stockNumber).toBeNull();
  });
});

describe('stock number in the form', () => {
  it('is trimmed, optional, and at most 40 characters', () => {
    const base = duplicateForm(x5);
    const typed = parseDialogForm({ ...base, stockNumber: '  MM-0042 ' }, []);
    expect(typed.ok && typed.input.stockNumber).toBe('MM-0042');
    expect(parseDialogForm({ ...base, stockNumber: 'X'.repeat(41) }, [])).toEqual({
      ok: false,
      message: 'Stock Number must be at most 40 characters',
      errors: { stockNumber: 'Stock Number must be at most 40 characters' },
    });
  });
});

// A draft holds an unfinished car (docs/product.md, "Drafts hold unfinished cars").
describe('parseDialogForm', () => {
  const onlyName = { ...emptyVehicleForm(), make: ' Porsche ', model: 'Cayenne' };
  it("'Save as draft' keeps a car with only make and model, the rest empty", () => {
    const saved = parseDialogForm(withSaveIntent(onlyName, 'draft'), []);
    expect(saved.ok && saved.input).toMatchObject({
      make: 'Porsche',
      model: 'Cayenne',
      year: null,
      price: null,
      mileage: null,
      fuelType: null,
      transmission: null,
      condition: null,
      bodyType: null,
      color: null,
      status: 'draft',
    });
  });
  it('a draft still needs make and model, and checks what is typed', () => {
    const draft = withSaveIntent(emptyVehicleForm(), 'draft');
    expect(parseDialogForm(draft, [])).toEqual({
      ok: false,
      message: 'Error: Please fill in all required fields',
      errors: { make: 'Make is required', model: 'Model is required' },
    });
    const typo = parseDialogForm({ ...withSaveIntent(onlyName, 'draft'), price: 'abc' }, []);
    expect(typo.ok || typo.errors).toEqual({ price: 'Price must be a number in MYR, like 285000 or 285000.50' });
  });
  it("'Publish' marks every missing field", () => {
    const result = parseDialogForm(withSaveIntent({ ...onlyName, status: 'draft' }, 'publish'), []);
    expect(result.ok || Object.keys(result.errors)).toEqual([
      'year',
      'price',
      'mileage',
      'fuelType',
      'transmission',
      'condition',
      'bodyType',
      'color',
    ]);
    expect(result.ok || result.message).toBe('Error: Please fill in all required fields');
  });
});

describe('a saved draft with missing fields', () => {
  const draft = {
    ...x5,
    year: null,
    price: null,
    mileage: null,
    fuelType: null,
    transmission: null,
    condition: null,
    bodyType: null,
    color: null,
    status: 'draft' as const,
  };
  it('opens in the form with those fields empty, and duplicates the same way', () => {
    expect(formFromVehicle(draft)).toMatchObject({ year: '', price: '', mileage: '', fuelType: '', color: '' });
    expect(duplicateForm(draft)).toMatchObject({ make: 'BMW', year: '', price: '', status: 'draft' });
  });
  it('names what publishing still needs', () => {
    expect(missingForPublishing(draft)).toEqual([
      'Year',
      'Price',
      'Mileage',
      'Fuel Type',
      'Transmission',
      'Condition',
      'Body Type',
      'Color',
    ]);
    expect(missingForPublishing({ ...draft, year: 2020, color: 'Black' })).toHaveLength(6);
    expect(missingForPublishing(x5)).toEqual([]);
  });
});
