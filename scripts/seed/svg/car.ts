// Draws one car in side profile from its body-type profile: painted body with a rim light,
// glass, pillars, door cut, lights, arches and wheels. Returns markup in canvas coordinates.
import { darken } from './color';
import { fmt, smoothClosed, toCanvas, type Pt } from './path';
import { GOLD } from './scene';
import type { Profile } from './shapes';

/** The wheel, drawn once at radius 100 and reused with <use>. Goes into <defs>. */
export function wheelDef(): string {
  const spokes: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const a = (i * Math.PI) / 5 + (i % 2 ? 0.1 : -0.1);
    const [c, s] = [Math.cos(a), Math.sin(a)];
    const [px, py] = [-s * 4, c * 4];
    spokes.push(
      `M${fmt(c * 14 + px)} ${fmt(s * 14 + py)}L${fmt(c * 64 + px * 1.8)} ${fmt(s * 64 + py * 1.8)}L${fmt(c * 64 - px * 1.8)} ${fmt(s * 64 - py * 1.8)}L${fmt(c * 14 - px)} ${fmt(s * 14 - py)}Z`,
    );
  }
  return `<g id="w"><circle r="100" fill="#0b0b0c"/><circle r="94" fill="none" stroke="#1e1e20" stroke-width="6"/>
<circle r="70" fill="url(#rim)"/><circle r="63" fill="#121214"/>
<path d="M-58 -24A62 62 0 0 0 -50 38L-36 28A44 44 0 0 1 -42 -18Z" fill="${GOLD}"/>
<path d="${spokes.join('')}" fill="url(#rim)"/><circle r="17" fill="#2a2a2c"/><circle r="7" fill="${GOLD}"/></g>`;
}

const beltline = (p: Profile): [Pt, Pt] => {
  const g = p.glass;
  if (g.length === 0)
    return [
      [0.4, 0.8],
      [p.length - 0.25, 0.83],
    ];
  const [first, last] = [g[0] as Pt, g[g.length - 1] as Pt];
  return [
    [0.45, first[1] - 0.08],
    [Math.min(last[0] + 0.5, p.length - 0.2), last[1] - 0.06],
  ];
};

/** Markup for the car; `s` is pixels per metre, x0 the front bumper's x, ground the floor y. */
export function drawCar(p: Profile, paint: string, s: number, x0: number, ground: number, lit = false): string {
  const at = toCanvas(s, x0, ground);
  const pts = (list: readonly Pt[]): Pt[] => list.map(at);
  const out: string[] = [];
  const [b0, b1] = beltline(p).map(at) as [Pt, Pt];
  const sill = at([p.wheels[0] + p.radius * 1.3, p.radius * 0.75]);
  const sillEnd = at([p.wheels[1] - p.radius * 1.3, p.radius * 0.75]);

  if (p.extras === 'spare') {
    const [x, y] = at([p.length - 0.08, 1.42]);
    out.push(
      `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(0.26 * s)}" height="${fmt(0.76 * s)}" rx="${fmt(0.06 * s)}" fill="#101012"/><rect x="${fmt(x + 0.1 * s)}" y="${fmt(y + 0.04 * s)}" width="${fmt(0.12 * s)}" height="${fmt(0.68 * s)}" rx="${fmt(0.04 * s)}" fill="url(#p)" stroke="${GOLD}" stroke-opacity=".6"/>`,
    );
  }
  out.push(
    `<path d="${smoothClosed(pts(p.body))}" fill="url(#p)" stroke="#fff3dc" stroke-opacity=".22" stroke-width="2"/>`,
  );
  // Shoulder crease catching the light, and a darker rocker panel.
  out.push(
    `<path d="M${fmt(b0[0])} ${fmt(b0[1])}L${fmt(b1[0])} ${fmt(b1[1])}" stroke="#fff" stroke-opacity=".28" stroke-width="3" fill="none"/>`,
  );
  out.push(
    `<path d="M${fmt(sill[0])} ${fmt(sill[1])}L${fmt(sillEnd[0])} ${fmt(sillEnd[1])}" stroke="#000" stroke-opacity=".35" stroke-width="${fmt(0.06 * s)}"/>`,
  );

  if (p.glass.length > 0) {
    // Doubling the two lower corners keeps the beltline crisp while the roofline stays curved.
    const first = p.glass[0] as Pt;
    const last = p.glass[p.glass.length - 1] as Pt;
    const glass = smoothClosed(pts([first, ...p.glass, last]));
    out.push(
      `<clipPath id="gc"><path d="${glass}"/></clipPath><path d="${glass}" fill="url(#g)" stroke="#000" stroke-opacity=".6" stroke-width="3"/>`,
    );
    const top = at([0, 2.2])[1];
    for (const x of p.pillars) {
      const [px] = at([x, 0]);
      out.push(
        `<rect x="${fmt(px)}" y="${fmt(top)}" width="${fmt(0.09 * s)}" height="${fmt(ground - top)}" fill="${darken(paint, 0.6)}" clip-path="url(#gc)"/>`,
      );
    }
    // A soft reflection streak across the glass.
    const g0 = at(p.glass[0] as Pt);
    out.push(
      `<path d="M${fmt(g0[0] + 0.3 * s)} ${fmt(ground - 2.1 * s)}l${fmt(0.25 * s)} 0l${fmt(-0.6 * s)} ${fmt(1.4 * s)}l${fmt(-0.12 * s)} 0Z" fill="#fff" fill-opacity=".07" clip-path="url(#gc)"/>`,
    );
  }
  // Door cut and handle behind the first pillar (or mid-way for two-door cars).
  const doorX = p.pillars[0] ?? (p.wheels[0] + p.wheels[1]) / 2 + 0.15;
  const [dx, dTop] = at([doorX + 0.04, beltline(p)[0][1] + 0.02]);
  out.push(
    `<path d="M${fmt(dx)} ${fmt(dTop)}L${fmt(dx - 0.03 * s)} ${fmt(sill[1] - 0.03 * s)}" stroke="#000" stroke-opacity=".4" stroke-width="2"/>`,
  );
  out.push(
    `<rect x="${fmt(dx - 0.32 * s)}" y="${fmt(dTop + 0.07 * s)}" width="${fmt(0.16 * s)}" height="${fmt(0.03 * s)}" rx="${fmt(0.015 * s)}" fill="#000" fill-opacity=".45"/>`,
  );

  const [hx, hy] = at(p.headlight);
  const [tx, ty] = at(p.taillight);
  out.push(
    `<path d="M${fmt(hx - 0.12 * s)} ${fmt(hy)}l${fmt(0.34 * s)} ${fmt(-0.03 * s)}l${fmt(-0.04 * s)} ${fmt(0.06 * s)}l${fmt(-0.28 * s)} ${fmt(0.02 * s)}Z" fill="#f6f1e4" fill-opacity="${lit ? 1 : 0.85}"/>`,
  );
  out.push(
    `<rect x="${fmt(tx - 0.22 * s)}" y="${fmt(ty - 0.03 * s)}" width="${fmt(0.26 * s)}" height="${fmt(0.055 * s)}" rx="${fmt(0.02 * s)}" fill="#d3202b"/>`,
  );

  if (p.extras === 'open-top') out.push(openTop(at, s, paint));
  if (p.extras === 'sideblade') {
    out.push(
      `<path d="${smoothClosed(
        pts([
          [2.86, 0.34],
          [2.98, 0.88],
          [3.28, 0.84],
          [3.16, 0.32],
        ]),
      )}" fill="#1b1b1d" stroke="${GOLD}" stroke-opacity=".5" stroke-width="2"/>`,
    );
  }
  for (const wx of p.wheels) {
    const [cx, cy] = at([wx, p.radius]);
    out.push(`<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(p.radius * 1.1 * s)}" fill="#09090a"/>`);
    out.push(`<use href="#w" transform="translate(${fmt(cx)} ${fmt(cy)}) scale(${fmt((p.radius * s) / 100)})"/>`);
  }
  return out.join('\n');
}

/** Raked windscreen, two headrests and the folded hood's tonneau for the convertible. */
function openTop(at: (p: Pt) => Pt, s: number, paint: string): string {
  const screen: Pt[] = [
    [1.6, 0.88],
    [1.6, 0.88],
    [2.05, 1.27],
    [2.05, 1.27],
    [2.14, 1.27],
    [2.14, 1.27],
    [1.74, 0.88],
    [1.74, 0.88],
  ];
  const frame = smoothClosed(screen.map(at));
  const rests = [2.65, 3.05].map((x) => {
    const [hx, hy] = at([x, 1.16]);
    return `<rect x="${fmt(hx)}" y="${fmt(hy)}" width="${fmt(0.2 * s)}" height="${fmt(0.27 * s)}" rx="${fmt(0.07 * s)}" fill="#1a1614"/>`;
  });
  const [rx, ry] = at([3.55, 1.04]);
  return `<path d="${frame}" fill="url(#g)" stroke="#000" stroke-opacity=".7" stroke-width="3"/>
${rests.join('')}<rect x="${fmt(rx)}" y="${fmt(ry)}" width="${fmt(0.75 * s)}" height="${fmt(0.1 * s)}" rx="${fmt(0.05 * s)}" fill="${darken(paint, 0.7)}"/>`;
}
