// How a car is named on the public pages (cards, the vehicle page, the feeds, the structured data):
// make and model, then the variant when the dealer names one ('BMW 530e M Sport'). One place, so a
// car reads the same wherever it appears.
import type { Vehicle } from './index';

type Named = Pick<Vehicle, 'make' | 'model'> & { variant?: Vehicle['variant'] | undefined };

/** 'BMW 530e M Sport', or 'BMW 530e' when there is no variant. */
export const vehicleName = (v: Named): string =>
  v.variant ? `${v.make} ${v.model} ${v.variant}` : `${v.make} ${v.model}`;

/** The name after the year: '2021 BMW 530e M Sport'. */
export const yearAndName = (v: Named & Pick<Vehicle, 'year'>): string => `${v.year} ${vehicleName(v)}`;
