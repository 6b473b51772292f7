// A small named inventory shared by the public lib tests, built with the one fixture builder.
import type { Vehicle } from '~/lib/vehicle';
import { aVehicle } from './vehicle';

const v = (
  id: string,
  make: string,
  model: string,
  year: number,
  price: number,
  bodyType: Vehicle['bodyType'],
): Vehicle =>
  aVehicle({
    mileage: 20_000,
    color: 'Black',
    features: ['Sunroof', 'HUD', 'Massage Seats', 'Burmester'],
    images: ['/seed/a.svg', '/seed/b.svg'],
    vehicleDetails: { exterior: ['LED'], interior: [], drivetrain: ['AWD'] },
    id,
    make,
    model,
    year,
    price,
    bodyType,
  });

export const x5 = v('x5', 'BMW', 'X5 xDrive45e', 2023, 285_000, 'SUV');
export const gle = v('gle', 'Mercedes-Benz', 'GLE 450', 2022, 300_000, 'SUV');
export const cayenne = v('cayenne', 'Porsche', 'Cayenne', 2021, 680_000, 'SUV');
export const a3 = v('a3', 'Audi', 'A3 Sportback', 2020, 70_000, 'Hatchback');
export const is300 = v('is300', 'Lexus', 'IS 300h', 2019, 50_000, 'Sedan');
export const xe = v('xe', 'Jaguar', 'XE', 2018, 90_000, 'Sedan');
export const huracan = v('huracan', 'Lamborghini', 'Huracan', 2024, 1_200_000, 'Supercar');
export const m3 = v('m3', 'BMW', 'M3 Competition', 2022, 89_999.5, 'Sedan');

export const inventory: Vehicle[] = [x5, gle, cayenne, a3, is300, xe, huracan, m3];
