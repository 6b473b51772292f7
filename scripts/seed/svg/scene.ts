// The showroom every seed photo stands in: near-black backdrop with a warm glow, a floor that
// fades away, a thin gold horizon and a discreet wordmark. Shared by every view.
import { darken, lighten, luminance, mix } from './color';

export const W = 1600;
export const H = 1000;
export const GOLD = '#c9a45c';

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** Gradients every view may use: backdrop, floor, paint (id p), glass (id g), rim (id rim). */
export function sharedDefs(paint: string): string {
  // Very dark paints would vanish on the backdrop: lift their highlights a little more.
  const lift = luminance(paint) < 0.15 ? 0.32 : 0.22;
  return `<radialGradient id="bg" cx=".5" cy=".36" r=".78"><stop offset="0" stop-color="#2e2822"/><stop offset=".55" stop-color="#100e0c"/><stop offset="1" stop-color="#050505"/></radialGradient>
<linearGradient id="fl" x2="0" y2="1"><stop offset="0" stop-color="#1b1814"/><stop offset="1" stop-color="#060606"/></linearGradient>
<linearGradient id="hz"><stop offset="0" stop-color="${GOLD}" stop-opacity="0"/><stop offset=".5" stop-color="${GOLD}" stop-opacity=".75"/><stop offset="1" stop-color="${GOLD}" stop-opacity="0"/></linearGradient>
<radialGradient id="sp"><stop offset="0" stop-color="${GOLD}" stop-opacity=".2"/><stop offset="1" stop-color="${GOLD}" stop-opacity="0"/></radialGradient>
<radialGradient id="sh"><stop offset=".3" stop-color="#000" stop-opacity=".85"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
<linearGradient id="p" x2="0" y2="1"><stop offset="0" stop-color="${lighten(paint, lift + 0.1)}"/><stop offset=".35" stop-color="${lighten(paint, lift * 0.4)}"/><stop offset=".6" stop-color="${paint}"/><stop offset="1" stop-color="${darken(paint, 0.55)}"/></linearGradient>
<linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="${mix('#3d4754', paint, 0.12)}"/><stop offset="1" stop-color="#07090c"/></linearGradient>
<radialGradient id="rim"><stop offset="0" stop-color="#f0f0f0"/><stop offset="1" stop-color="#6f6f72"/></radialGradient>`;
}

/** Backdrop, floor and horizon, with the floor starting at `ground`. */
export function backdrop(ground: number): string {
  return `<rect width="${W}" height="${H}" fill="url(#bg)"/>
<rect y="${ground}" width="${W}" height="${H - ground}" fill="url(#fl)"/>
<ellipse cx="${W / 2}" cy="${ground + 14}" rx="760" ry="70" fill="url(#sp)"/>
<rect x="80" y="${ground - 1}" width="${W - 160}" height="2" fill="url(#hz)"/>`;
}

// Centred so that any crop of the photo (cards, the 4:3 gallery, phones) keeps it whole.
export const wordmark = `<text x="${W / 2}" y="${H - 44}" text-anchor="middle" font-family="Georgia,serif" font-size="22" letter-spacing="7" fill="${GOLD}" fill-opacity=".55">MEWAH MOTORS</text>`;

/** Wraps a scene in the SVG root with fixed width/height so <img> knows the ratio up front. */
export function svgDoc(title: string, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${esc(title)}">
<title>${esc(title)}</title>
<defs>${defs}</defs>
${body}
</svg>
`;
}
