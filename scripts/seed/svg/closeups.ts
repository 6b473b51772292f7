// Close-up shots that do not depend on the body type: the cabin from the driver's seat, a
// wheel under its arch, and a headlight-and-grille detail. Paint tints the trim or the panels.
import { darken, lighten } from './color';
import { wheelDef } from './car';
import { backdrop, GOLD, H, sharedDefs, W, wordmark } from './scene';

type Shot = { defs: string; body: string };

export function interiorView(paint: string): Shot {
  const trim = `<linearGradient id="tr" x2="0" y2="1"><stop offset="0" stop-color="${lighten(paint, 0.3)}"/><stop offset="1" stop-color="${darken(paint, 0.45)}"/></linearGradient>
<linearGradient id="dash" x2="0" y2="1"><stop offset="0" stop-color="#221e1b"/><stop offset="1" stop-color="#080707"/></linearGradient>
<linearGradient id="scr" x2="1" y2="1"><stop offset="0" stop-color="#0e1a2a"/><stop offset="1" stop-color="#24416a"/></linearGradient>`;
  const vents = [170, 1330].map(
    (
      x,
    ) => `<rect x="${x}" y="585" width="150" height="46" rx="16" fill="#0a0a0a" stroke="${GOLD}" stroke-opacity=".45" stroke-width="2"/>
<path d="M${x + 14} 600h122M${x + 14} 615h122" stroke="#2b2b2b" stroke-width="4"/>`,
  );
  const bars = [0, 1, 2].map(
    (i) =>
      `<rect x="${910 + i * 130}" y="540" width="110" height="70" rx="10" fill="#fff" fill-opacity="${0.08 + i * 0.03}"/>`,
  );
  return {
    defs: sharedDefs(paint) + trim,
    body: `${backdrop(470)}
<path d="M0 530Q800 420 1600 530V${H}H0Z" fill="url(#dash)"/>
<path d="M0 560Q800 452 1600 560V596Q800 488 0 596Z" fill="url(#tr)"/>
<path d="M0 560Q800 452 1600 560" stroke="${GOLD}" stroke-opacity=".6" stroke-width="2" fill="none" stroke-dasharray="10 8"/>
${vents.join('\n')}
<rect x="870" y="440" width="460" height="200" rx="22" fill="url(#scr)" stroke="#000" stroke-width="6"/>
${bars.join('')}<rect x="910" y="470" width="240" height="40" rx="8" fill="#fff" fill-opacity=".14"/>
<rect x="380" y="470" width="420" height="170" rx="40" fill="#07080a" stroke="#1f1f1f" stroke-width="4"/>
<path d="M430 600A90 90 0 1 1 580 600M600 600A90 90 0 1 1 750 600" stroke="${GOLD}" stroke-width="6" fill="none" stroke-linecap="round"/>
<path d="M505 600L470 545M675 600L700 540" stroke="#f1e3c2" stroke-width="5" stroke-linecap="round"/>
<path d="M1120 1000Q1130 800 1200 740H1400Q1460 800 1480 1000Z" fill="#0d0c0b" stroke="#262320" stroke-width="3"/>
<rect x="1265" y="780" width="70" height="120" rx="30" fill="#1c1c1e" stroke="${GOLD}" stroke-opacity=".6" stroke-width="3"/>
<circle cx="590" cy="800" r="260" fill="none" stroke="#201d1a" stroke-width="52"/>
<path d="M360 700A260 260 0 0 1 820 700" stroke="#5a5047" stroke-opacity=".6" stroke-width="6" fill="none"/>
<circle cx="590" cy="800" r="260" fill="none" stroke="#3a332d" stroke-width="6" stroke-dasharray="4 12"/>
<path d="M340 780Q590 700 840 780L840 830Q700 800 660 880H520Q480 800 340 830Z" fill="#24211e" stroke="#3a332d" stroke-width="3"/>
<circle cx="590" cy="810" r="78" fill="#1d1b19" stroke="#2e2a26" stroke-width="4"/>
<circle cx="590" cy="810" r="26" fill="none" stroke="${GOLD}" stroke-width="6"/>
${wordmark}`,
  };
}

export function wheelView(paint: string): Shot {
  const [cx, cy, r] = [800, 560, 340];
  return {
    defs: sharedDefs(paint) + wheelDef(),
    body: `${backdrop(900)}
<path d="M0 170Q800 120 1600 170V870H0Z" fill="url(#p)"/>
<path d="M0 175Q800 125 1600 175" stroke="#fff" stroke-opacity=".35" stroke-width="3" fill="none"/>
<path d="M${cx - r * 1.3} ${cy}A${r * 1.3} ${r * 1.3} 0 0 1 ${cx + r * 1.3} ${cy}" stroke="#fff" stroke-opacity=".18" stroke-width="10" fill="none"/>
<circle cx="${cx}" cy="${cy}" r="${r * 1.2}" fill="#070707"/>
<rect y="840" width="${W}" height="30" fill="#000" fill-opacity=".35"/>
<ellipse cx="${cx}" cy="900" rx="${r * 1.3}" ry="30" fill="url(#sh)"/>
<use href="#w" transform="translate(${cx} ${cy}) scale(${r / 100})"/>
${wordmark}`,
  };
}

export function detailView(paint: string): Shot {
  const leds = `M300 505L560 470L640 440`;
  return {
    defs: `${sharedDefs(paint)}<radialGradient id="lens"><stop offset="0" stop-color="#fdfcf7"/><stop offset=".5" stop-color="#9aa0a8"/><stop offset="1" stop-color="#1b1d21"/></radialGradient>`,
    body: `${backdrop(980)}
<path d="M0 330Q600 250 1600 300V${H}H0Z" fill="url(#p)"/>
<path d="M0 336Q600 256 1600 306" stroke="#fff" stroke-opacity=".35" stroke-width="3" fill="none"/>
<path d="M40 720Q700 560 1600 640" stroke="#000" stroke-opacity=".25" stroke-width="4" fill="none"/>
<path d="M230 560L300 440Q500 390 700 400L760 470Q520 560 230 560Z" fill="#0c0d10" stroke="#000" stroke-width="4"/>
${[380, 500, 620].map((x, i) => `<circle cx="${x}" cy="${490 - i * 18}" r="${34 - i * 3}" fill="url(#lens)"/>`).join('')}
<path d="${leds}" stroke="#fff7e6" stroke-opacity=".25" stroke-width="26" fill="none" stroke-linecap="round"/>
<path d="${leds}" stroke="#fffaf0" stroke-width="8" fill="none" stroke-linecap="round"/>
<path d="M900 430Q1200 400 1560 440L1540 700Q1200 720 930 690Z" fill="#0a0a0b" stroke="#000" stroke-width="4"/>
${[470, 520, 570, 620, 665].map((y) => `<path d="M930 ${y}Q1230 ${y - 28} 1550 ${y + 6}" stroke="${GOLD}" stroke-opacity=".55" stroke-width="5" fill="none"/>`).join('')}
<circle cx="1230" cy="560" r="56" fill="${darken(paint, 0.5)}" stroke="${GOLD}" stroke-width="8"/>
<circle cx="1230" cy="560" r="30" fill="none" stroke="${lighten(paint, 0.6)}" stroke-opacity=".7" stroke-width="4"/>
${wordmark}`,
  };
}
