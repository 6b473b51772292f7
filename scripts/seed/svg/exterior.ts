// The three exterior shots: the full side profile, a close front shot with the lights on, and a
// mirrored close rear shot with the tail lights glowing.
import { drawCar, wheelDef } from './car';
import { fmt } from './path';
import { backdrop, sharedDefs, W, wordmark } from './scene';
import type { Profile } from './shapes';

const SIDE_SCALE = 250;
const CLOSE_SCALE = 390;
/** Close shots keep the roof of tall cars (4X4, SUV) inside the frame. */
const closeScale = (p: Profile): number => Math.min(CLOSE_SCALE, 660 / Math.max(...p.body.map((pt) => pt[1])));

/** The car plus its reflection in the floor, faded by a mask. */
function carWithReflection(car: string, ground: number, wrap = ''): string {
  return `<g id="car"${wrap}>${car}</g>
<g mask="url(#rm)"><use href="#car" transform="matrix(1 0 0 -1 0 ${2 * ground})" opacity=".35"/></g>`;
}

const reflectionMask = (ground: number): string =>
  `<linearGradient id="fade" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".9"/><stop offset=".6" stop-color="#fff" stop-opacity="0"/></linearGradient>
<mask id="rm" maskUnits="userSpaceOnUse" x="0" y="${ground}" width="${W}" height="400"><rect y="${ground}" width="${W}" height="400" fill="url(#fade)"/></mask>`;

const shadow = (cx: number, ground: number, rx: number): string =>
  `<ellipse cx="${fmt(cx)}" cy="${ground}" rx="${fmt(rx)}" ry="26" fill="url(#sh)"/>`;

export function sideView(p: Profile, paint: string): { defs: string; body: string } {
  const ground = 740;
  const x0 = (W - p.length * SIDE_SCALE) / 2;
  const car = drawCar(p, paint, SIDE_SCALE, x0, ground);
  return {
    defs: sharedDefs(paint) + wheelDef() + reflectionMask(ground),
    body: `${backdrop(ground)}\n${shadow(W / 2, ground, (p.length * SIDE_SCALE) / 2 + 40)}\n${carWithReflection(car, ground)}\n${wordmark}`,
  };
}

/** Front close-up: the nose near the left edge, headlights lit and throwing a soft beam. */
export function frontView(p: Profile, paint: string): { defs: string; body: string } {
  const ground = 800;
  const x0 = 150;
  const scale = closeScale(p);
  const car = drawCar(p, paint, scale, x0, ground, true);
  const hy = ground - p.headlight[1] * scale;
  const hx = x0 + p.headlight[0] * scale;
  const beam = `<radialGradient id="bm" cx="1" cy=".5" r="1"><stop offset="0" stop-color="#fff6e0" stop-opacity=".45"/><stop offset="1" stop-color="#fff6e0" stop-opacity="0"/></radialGradient>`;
  return {
    defs: sharedDefs(paint) + wheelDef() + reflectionMask(ground) + beam,
    body: `${backdrop(ground)}\n${shadow(x0 + 900, ground, 1000)}
<path d="M${fmt(hx)} ${fmt(hy - 8)}L0 ${fmt(hy - 150)}L0 ${fmt(hy + 170)}L${fmt(hx)} ${fmt(hy + 10)}Z" fill="url(#bm)"/>
${carWithReflection(car, ground)}
<circle cx="${fmt(hx + 20)}" cy="${fmt(hy)}" r="46" fill="#fff6e0" fill-opacity=".22"/>\n${wordmark}`,
  };
}

/** Rear close-up: the car mirrored to face right, its tail near the left edge, lamps glowing. */
export function rearView(p: Profile, paint: string): { defs: string; body: string } {
  const ground = 800;
  const tail = W - 150;
  const scale = closeScale(p);
  const x0 = tail - p.length * scale;
  const car = drawCar(p, paint, scale, x0, ground);
  const tx = W - (x0 + p.taillight[0] * scale);
  const ty = ground - p.taillight[1] * scale;
  const glow = `<radialGradient id="tg"><stop offset="0" stop-color="#ff2a36" stop-opacity=".55"/><stop offset="1" stop-color="#ff2a36" stop-opacity="0"/></radialGradient>`;
  return {
    defs: sharedDefs(paint) + wheelDef() + reflectionMask(ground) + glow,
    body: `${backdrop(ground)}\n${shadow(W - tail + 700, ground, 900)}
${carWithReflection(car, ground, ` transform="matrix(-1 0 0 1 ${W} 0)"`)}
<ellipse cx="${fmt(tx)}" cy="${fmt(ty)}" rx="140" ry="60" fill="url(#tg)"/>\n${wordmark}`,
  };
}
