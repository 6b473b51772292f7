import { describe, expect, it } from 'vitest';
import {
  dealerNumber,
  emptyVehicleForm,
  formFromVehicle,
  parseDialogForm,
  type VehicleForm,
} from '~/lib/staff/vehicle/form';
import type { Vehicle } from '~/lib/vehicle';
import { aVehicle } from '../support/vehicle';

const filled = (over: Partial<VehicleForm> = {}): VehicleForm => ({
  ...emptyVehicleForm(),
  make: ' BMW ',
  model: 'X5 xDrive45e',
  year: '2022',
  price: '385,000.50',
  mileage: '32 000',
  fuelType: 'Hybrid',
  transmission: 'Automatic',
  condition: 'Excellent',
  bodyType: 'SUV',
  color: 'Mineral White',
  features: ' Panoramic roof, ,Harman Kardon ,',
  exterior: 'M Sport kit',
  interior: '',
  drivetrain: 'xDrive, 8-speed',
  ...over,
});

const vehicle: Vehicle = aVehicle({
  id: 'v1',
  make: 'Porsche',
  model: 'Cayenne',
  year: 2021,
  price: 520000,
  mileage: 41000,
  condition: 'Very Good',
  bodyType: 'SUV',
  color: 'Black',
  features: ['Sport Chrono', 'BOSE'],
  images: ['https://x/a.jpg'],
  vehicleDetails: { exterior: ['21-inch wheels'], interior: [], drivetrain: ['AWD'] },
});

describe('parseDialogForm', () => {
  it('keeps a variant trimmed, and none when the input is empty', () => {
    const parsed = parseDialogForm(filled({ model: '530e', variant: ' M Sport ' }), []);
    expect(parsed.ok && [parsed.input.model, parsed.input.variant]).toEqual(['530e', 'M Sport']);
  });

  it('converts a filled form: trimmed text, integers, decimal price, lists without empties', () => {
    const result = parseDialogForm(filled(), ['u1', 'u2']);
    expect(result).toEqual({
      ok: true,
      input: {
        make: 'BMW',
        model: 'X5 xDrive45e',
        variant: null,
        year: 2022,
        price: 385000.5,
        mileage: 32000,
        fuelType: 'Hybrid',
        transmission: 'Automatic',
        condition: 'Excellent',
        bodyType: 'SUV',
        color: 'Mineral White',
        features: ['Panoramic roof', 'Harman Kardon'],
        images: ['u1', 'u2'],
        status: 'available',
        vehicleDetails: { exterior: ['M Sport kit'], interior: [], drivetrain: ['xDrive', '8-speed'] },
        origin: null,
        registrationYear: null,
        previousOwners: null,
        warrantyMonths: null,
        engineCapacityCc: null,
        motorPowerKw: null,
        stockNumber: null,
      },
    });
  });

  it.each([
    'make',
    'model',
    'year',
    'price',
    'mileage',
    'fuelType',
    'transmission',
    'condition',
    'bodyType',
    'color',
  ] as const)('asks for every required field when %s is empty', (field) => {
    const labels = {
      make: 'Make',
      model: 'Model',
      year: 'Year',
      price: 'Price',
      mileage: 'Mileage',
      fuelType: 'Fuel Type',
      transmission: 'Transmission',
      condition: 'Condition',
      bodyType: 'Body Type',
      color: 'Color',
    };
    expect(parseDialogForm(filled({ [field]: '  ' }), [])).toEqual({
      ok: false,
      message: 'Error: Please fill in all required fields',
      errors: { [field]: `${labels[field]} is required` },
    });
  });

  it('marks every invalid field at once, the toast keeping the spec words while one is empty', () => {
    const result = parseDialogForm(
      filled({ make: '', model: 'M'.repeat(144), price: '-5000', mileage: '-1', previousOwners: '99' }),
      [],
    );
    expect(result).toEqual({
      ok: false,
      message: 'Error: Please fill in all required fields',
      errors: {
        make: 'Make is required',
        model: 'Model must be at most 60 characters',
        price: 'Price cannot be negative: enter the asking price in MYR, like 285000',
        mileage: 'Mileage cannot be negative: enter the kilometres on the odometer, like 45000',
        previousOwners: 'Previous owners must be a whole number from 0 to 20',
      },
    });
  });

  it('says a negative price is negative, not that it is no number', () => {
    expect(parseDialogForm(filled({ price: '-5,000' }), [])).toEqual({
      ok: false,
      message: 'Price cannot be negative: enter the asking price in MYR, like 285000',
      errors: { price: 'Price cannot be negative: enter the asking price in MYR, like 285000' },
    });
  });

  it.each([
    [{ year: '20x2' }, 'Year must be a whole number'],
    [{ year: '1800' }, 'Year must be a whole number'],
    [{ year: '2021.5' }, 'Year must be a whole number'],
    [{ price: 'abc' }, 'Price must be a number'],
    [{ price: '5x' }, 'Price must be a number'],
    [{ mileage: '12.5' }, 'Mileage must be a whole number'],
    [{ fuelType: 'Petrol' }, 'choose a value'],
    [{ condition: 'Like New' }, 'choose a value'],
  ])('explains a value that does not parse: %j', (over, fragment) => {
    const result = parseDialogForm(filled(over), []);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(fragment);
  });

  const items = (n: number, length: number): string =>
    Array.from({ length: n }, (_, i) => `${i}`.padEnd(length, 'x')).join(', ');
  it.each([
    [{ make: 'M'.repeat(61) }, 'Make must be at most 60 characters'],
    [{ model: 'M'.repeat(61) }, 'Model must be at most 60 characters'],
    [{ variant: 'V'.repeat(61) }, 'Variant must be at most 60 characters'],
    [{ color: 'C'.repeat(41) }, 'Color must be at most 40 characters'],
    [{ features: items(31, 5) }, 'Features: at most 30 items of up to 80 characters each'],
    [{ features: items(1, 81) }, 'Features: at most 30 items of up to 80 characters each'],
    [{ exterior: items(31, 5) }, 'Exterior Details: at most 30 items of up to 200 characters each'],
    [{ interior: items(1, 201) }, 'Interior Details: at most 30 items of up to 200 characters each'],
    [{ drivetrain: items(31, 5) }, 'Drivetrain Details: at most 30 items of up to 200 characters each'],
    [{ detailsText: 'T'.repeat(4001) }, 'Vehicle Details must be at most 4,000 characters'],
    [{ price: '0' }, 'Price must be from MYR 1 to MYR 100,000,000'],
    [{ price: '100,000,001' }, 'Price must be from MYR 1 to MYR 100,000,000'],
    [{ mileage: '2000001' }, 'Mileage must be from 0 to 2,000,000 KM'],
    [{ year: '1949' }, `Year must be a whole number from 1950 to ${new Date().getFullYear() + 1}, like 2021`],
    [
      { year: String(new Date().getFullYear() + 2) },
      `Year must be a whole number from 1950 to ${new Date().getFullYear() + 1}, like 2021`,
    ],
  ])('refuses a value past its limit, as the database does: %j', (over, message) => {
    const [field] = Object.keys(over);
    expect(parseDialogForm(filled(over), [])).toEqual({ ok: false, message, errors: { [field!]: message } });
  });

  it('accepts every limit exactly', () => {
    const result = parseDialogForm(
      filled({
        make: 'M'.repeat(60),
        model: 'N'.repeat(60),
        color: 'C'.repeat(40),
        features: items(30, 80),
        exterior: items(30, 200),
        interior: items(30, 200),
        drivetrain: items(30, 200),
        price: '100000000',
        mileage: '2000000',
        year: String(new Date().getFullYear() + 1),
      }),
      [],
    );
    expect(result.ok).toBe(true);
    expect(parseDialogForm(filled({ price: '1', mileage: '0', detailsText: 'T'.repeat(4000) }), []).ok).toBe(true);
  });

  it('saves a plain-string vehicleDetails back as a string', () => {
    const result = parseDialogForm(filled({ detailsText: 'One owner, full service history' }), []);
    expect(result.ok && result.input.vehicleDetails).toBe('One owner, full service history');
  });
});

describe('formFromVehicle', () => {
  it('prefills every field as text and round-trips through parse', () => {
    const form = formFromVehicle(vehicle);
    expect(form).toMatchObject({
      year: '2021',
      price: '520000',
      features: 'Sport Chrono, BOSE',
      exterior: '21-inch wheels',
      detailsText: null,
    });
    const back = parseDialogForm(form, vehicle.images);
    const { id: _id, createdAt: _c, updatedAt: _u, previousPrice: _p, priceReducedAt: _r, ...input } = vehicle;
    expect(back).toEqual({ ok: true, input });
  });

  it('keeps a plain-string vehicleDetails instead of splitting it', () => {
    const form = formFromVehicle({ ...vehicle, vehicleDetails: 'Imported from Japan, 2 keys' });
    expect(form.detailsText).toBe('Imported from Japan, 2 keys');
    expect(form.exterior).toBe('');
  });
});

describe('local details in the form', () => {
  it('parses the optional fields; empty means not stated', () => {
    const result = parseDialogForm(
      filled({
        origin: 'Recond',
        registrationYear: '2023',
        previousOwners: '0',
        warrantyMonths: '12',
        engineCapacityCc: '2,998',
      }),
      [],
    );
    expect(
      result.ok && {
        origin: result.input.origin,
        registrationYear: result.input.registrationYear,
        previousOwners: result.input.previousOwners,
        warrantyMonths: result.input.warrantyMonths,
        engineCapacityCc: result.input.engineCapacityCc,
      },
    ).toEqual({
      origin: 'Recond',
      registrationYear: 2023,
      previousOwners: 0,
      warrantyMonths: 12,
      engineCapacityCc: 2998,
    });
  });

  it.each([
    [{ origin: 'Imported' }, 'Origin must be Local or Recond'],
    [{ registrationYear: '2021' }, "Registration year must be a whole number from 2022 (the vehicle's year) to"],
    [{ registrationYear: '2200' }, 'Registration year must be a whole number'],
    [{ previousOwners: '21' }, 'Previous owners must be a whole number from 0 to 20'],
    [{ previousOwners: '1.5' }, 'Previous owners must be a whole number from 0 to 20'],
    [{ warrantyMonths: '121' }, 'Warranty must be a whole number of months from 0 to 120'],
    [{ engineCapacityCc: '12000' }, 'Engine capacity must be a whole number of cc from 50 to 10,000, like 1998'],
    [{ fuelType: 'Electric', engineCapacityCc: '2000' }, 'Leave engine capacity empty for an electric vehicle'],
    [{ motorPowerKw: '2500' }, 'Motor power must be a whole number of kW from 1 to 2,000, like 220'],
  ])('explains a bad local detail: %j', (over, message) => {
    const result = parseDialogForm(filled(over), []);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(message);
  });

  it('fills the form from a vehicle with and without the details', () => {
    expect(
      formFromVehicle({
        ...vehicle,
        origin: 'Local',
        registrationYear: 2021,
        previousOwners: 2,
        warrantyMonths: 0,
        engineCapacityCc: 2995,
      }),
    ).toMatchObject({
      origin: 'Local',
      registrationYear: '2021',
      previousOwners: '2',
      warrantyMonths: '0',
      engineCapacityCc: '2995',
    });
    expect(formFromVehicle(vehicle)).toMatchObject({
      origin: '',
      registrationYear: '',
      previousOwners: '',
      warrantyMonths: '',
      engineCapacityCc: '',
    });
  });
});

describe('vehicle status in the form', () => {
  it("starts a new vehicle as available, keeps an edited one's status, refuses anything else", () => {
    expect(emptyVehicleForm().status).toBe('available');
    expect(formFromVehicle({ ...vehicle, status: 'reserved' }).status).toBe('reserved');
    const sold = parseDialogForm({ ...formFromVehicle(vehicle), status: 'sold' }, []);
    expect(sold.ok && sold.input.status).toBe('sold');
    expect(parseDialogForm({ ...formFromVehicle(vehicle), status: 'gone' }, [])).toEqual({
      ok: false,
      message: 'Please choose a value from the list',
      errors: { status: 'Please choose a value from the list' },
    });
  });
});

describe('dealerNumber', () => {
  it('reads prices and mileages as dealers write them', () => {
    expect(
      ['RM 87,888', 'MYR 87888', '87.9k', 'rm1.2 mil', '145,000 km', '145k km', '45000'].map(dealerNumber),
    ).toEqual(['87,888', '87888', '87900', '1200000', '145,000', '145000', '45000']);
  });

  it('is what the dialog reads too', () => {
    const form = {
      ...emptyVehicleForm(),
      make: 'Lexus',
      model: 'ES250',
      year: '2019',
      price: 'RM 158,800',
      mileage: '62k km',
      fuelType: 'Gasoline',
      transmission: 'Automatic',
      condition: 'Good',
      bodyType: 'Sedan',
      color: 'Sonic Titanium',
    };
    const r = parseDialogForm(form, []);
    expect(r.ok && [r.input.price, r.input.mileage]).toEqual([158800, 62000]);
  });
});
