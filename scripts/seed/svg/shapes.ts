// Side profiles per body type, in metres (x from the front bumper, y above the ground), loosely
// traced from real dimensions so each type reads at a glance: three-box sedan, short-tailed
// hatchback, tall SUV, one-box MPV, boxy 4X4 with a spare wheel, long-roofed wagon, two-door
// coupe, open convertible, long fastback gran coupe and a low mid-engined supercar.
import type { BODY_TYPES } from '../../../src/lib/vehicle';
import type { Pt } from './path';

export type BodyType = (typeof BODY_TYPES)[number];

export interface Profile {
  length: number;
  /** Wheel centres along the car, and the wheel radius. */
  wheels: readonly [number, number];
  radius: number;
  /** Outline, front bumper first, over the roof, down the tail and back along the sill. */
  body: readonly Pt[];
  /** Side glass; empty for the convertible, which draws a windscreen instead. */
  glass: readonly Pt[];
  /** x positions of pillars drawn across the glass (B-pillar etc.). */
  pillars: readonly number[];
  headlight: Pt;
  taillight: Pt;
  extras?: 'spare' | 'open-top' | 'sideblade';
}

const nose: Pt[] = [[0.05, 0.22], [0, 0.42], [0.04, 0.6], [0.35, 0.7]];

export const profiles: Record<BodyType, Profile> = {
  Sedan: {
    length: 4.71, wheels: [0.82, 3.67], radius: 0.34,
    body: [...nose, [1.5, 0.88], [2.15, 1.4], [2.75, 1.45], [3.4, 1.39], [3.95, 0.99], [3.95, 0.99], [4.5, 0.96], [4.68, 0.9], [4.71, 0.6], [4.66, 0.28], [4.5, 0.2], [0.3, 0.18]],
    glass: [[1.64, 0.92], [2.2, 1.37], [2.75, 1.4], [3.35, 1.35], [3.82, 0.96]],
    pillars: [2.78], headlight: [0.2, 0.62], taillight: [4.62, 0.82],
  },
  Hatchback: {
    length: 4.42, wheels: [0.84, 3.57], radius: 0.33,
    body: [...nose, [1.35, 0.9], [2.0, 1.4], [2.6, 1.44], [3.7, 1.41], [4.22, 1.32], [4.22, 1.32], [4.3, 1.06], [4.4, 0.86], [4.42, 0.5], [4.35, 0.22], [0.3, 0.18]],
    glass: [[1.5, 0.93], [2.03, 1.35], [2.6, 1.38], [3.65, 1.35], [4.05, 0.99]],
    pillars: [2.72, 3.55], headlight: [0.2, 0.62], taillight: [4.3, 0.95],
  },
  SUV: {
    length: 4.92, wheels: [0.92, 3.87], radius: 0.39,
    body: [[0.05, 0.32], [0, 0.55], [0.05, 0.86], [0.4, 1.0], [1.45, 1.13], [2.05, 1.68], [2.6, 1.75], [4.3, 1.73], [4.78, 1.62], [4.78, 1.62], [4.85, 1.25], [4.92, 0.95], [4.9, 0.45], [4.75, 0.3], [0.3, 0.28]],
    glass: [[1.6, 1.17], [2.1, 1.62], [2.6, 1.67], [4.25, 1.65], [4.62, 1.2]],
    pillars: [2.95, 3.9], headlight: [0.22, 0.88], taillight: [4.82, 1.15],
  },
  MPV: {
    length: 4.57, wheels: [0.86, 3.64], radius: 0.33,
    body: [[0.05, 0.22], [0, 0.45], [0.05, 0.68], [0.3, 0.8], [0.9, 0.95], [1.75, 1.55], [2.3, 1.61], [3.9, 1.6], [4.45, 1.52], [4.45, 1.52], [4.55, 1.2], [4.57, 0.7], [4.5, 0.24], [0.3, 0.2]],
    glass: [[1.05, 0.99], [1.8, 1.5], [2.3, 1.55], [3.9, 1.54], [4.38, 1.08]],
    pillars: [1.45, 2.6, 3.6], headlight: [0.18, 0.68], taillight: [4.5, 1.0],
  },
  '4X4': {
    length: 4.66, wheels: [0.9, 3.79], radius: 0.42,
    body: [[0.05, 0.45], [0, 0.6], [0.02, 1.05], [0.08, 1.1], [0.08, 1.1], [1.4, 1.13], [1.4, 1.13], [1.55, 1.16], [1.74, 1.9], [1.8, 1.96], [4.45, 1.97], [4.55, 1.9], [4.55, 1.9], [4.6, 0.55], [4.6, 0.55], [4.5, 0.42], [0.3, 0.42]],
    glass: [[1.72, 1.22], [1.72, 1.22], [1.84, 1.86], [1.84, 1.86], [4.42, 1.87], [4.42, 1.87], [4.46, 1.22], [4.46, 1.22]],
    pillars: [2.85, 3.8], headlight: [0.12, 0.98], taillight: [4.56, 1.3], extras: 'spare',
  },
  Wagon: {
    length: 4.73, wheels: [0.88, 3.7], radius: 0.34,
    body: [...nose, [1.5, 0.88], [2.15, 1.38], [2.7, 1.43], [4.35, 1.4], [4.62, 1.28], [4.62, 1.28], [4.7, 0.95], [4.73, 0.6], [4.65, 0.24], [0.3, 0.18]],
    glass: [[1.63, 0.92], [2.18, 1.33], [2.7, 1.37], [4.3, 1.34], [4.56, 0.98]],
    pillars: [2.8, 3.75], headlight: [0.2, 0.62], taillight: [4.66, 0.9],
  },
  Coupe: {
    length: 4.6, wheels: [0.85, 3.72], radius: 0.35,
    body: [...nose, [1.7, 0.88], [2.3, 1.33], [2.8, 1.37], [3.3, 1.28], [4.0, 0.98], [4.45, 0.92], [4.6, 0.85], [4.62, 0.55], [4.55, 0.24], [0.3, 0.18]],
    glass: [[1.85, 0.92], [2.32, 1.28], [2.8, 1.31], [3.25, 1.23], [3.62, 0.97]],
    pillars: [], headlight: [0.2, 0.62], taillight: [4.55, 0.82],
  },
  Convertible: {
    length: 4.69, wheels: [0.85, 3.73], radius: 0.35,
    body: [...nose, [1.6, 0.88], [2.2, 0.9], [3.3, 0.92], [3.5, 0.98], [4.4, 0.95], [4.62, 0.86], [4.69, 0.55], [4.6, 0.24], [0.3, 0.18]],
    glass: [], pillars: [], headlight: [0.2, 0.62], taillight: [4.6, 0.8], extras: 'open-top',
  },
  'Gran Coupe': {
    length: 5.08, wheels: [0.9, 3.92], radius: 0.36,
    body: [...nose, [1.65, 0.88], [2.3, 1.37], [2.9, 1.41], [3.5, 1.33], [4.35, 0.98], [4.85, 0.94], [5.05, 0.88], [5.08, 0.55], [5.0, 0.24], [0.3, 0.18]],
    glass: [[1.78, 0.92], [2.32, 1.32], [2.9, 1.35], [3.45, 1.27], [4.15, 0.98]],
    pillars: [2.95], headlight: [0.2, 0.62], taillight: [5.0, 0.82],
  },
  Supercar: {
    length: 4.43, wheels: [1.0, 3.65], radius: 0.34,
    body: [[0.02, 0.2], [0, 0.34], [0.1, 0.52], [0.6, 0.66], [1.45, 0.8], [2.05, 1.2], [2.45, 1.24], [2.9, 1.16], [3.8, 0.98], [4.35, 0.97], [4.43, 0.75], [4.4, 0.24], [0.3, 0.14]],
    glass: [[1.6, 0.84], [2.08, 1.16], [2.45, 1.19], [2.82, 1.1], [2.7, 0.86]],
    pillars: [], headlight: [0.35, 0.6], taillight: [4.38, 0.85], extras: 'sideblade',
  },
};
