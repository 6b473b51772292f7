// What the generator (generate-pictures.ts, in Node) hands the renderer (scene.ts, in the browser).
import type { ModelDimensions } from '../dimensions';
import type { SeedView } from '../types';

/** front and rear are three-quarter views; wheel and detail (a headlight) are close-ups. */
export type ShotView = SeedView;

export interface RenderSpec {
  slug: string;
  make: string;
  bodyType: string;
  /** Body colour, #rrggbb. */
  paint: string;
  metallic: boolean;
  doors: 2 | 4;
  dims: ModelDimensions;
}

/** Pixel size the renderer draws at; the generator scales down from it for the gallery and the cards. */
export const RENDER_WIDTH = 1200;
export const RENDER_HEIGHT = 900;
