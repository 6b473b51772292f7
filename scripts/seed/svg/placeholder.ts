// public/placeholder.svg: shown when a vehicle has no photos. A neutral grey sedan silhouette in
// the same showroom as the seed photos, so it sits well among them, with "Photo coming soon".
import { drawCar, wheelDef } from './car';
import { backdrop, GOLD, sharedDefs, svgDoc, W } from './scene';
import { profiles } from './shapes';

export function placeholderSvg(): string {
  const p = profiles.Sedan;
  const scale = 200;
  const ground = 660;
  const car = drawCar(p, '#4a4a4d', scale, (W - p.length * scale) / 2, ground);
  const body = `${backdrop(ground)}
<g opacity=".55">${car}</g>
<text x="${W / 2}" y="800" text-anchor="middle" font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" font-size="48" letter-spacing="2" fill="#e9e2d3">Photo coming soon</text>
<rect x="${W / 2 - 60}" y="834" width="120" height="3" fill="${GOLD}" fill-opacity=".8"/>`;
  return svgDoc('Photo coming soon', sharedDefs('#4a4a4d') + wheelDef(), body);
}
