// Runs in headless Chromium (bundled by generate-pictures.ts): builds one car with three.js from its
// profile (profile.ts) on a polished showroom floor and photographs it from a named view.
// World axes: x along the car (front at +x), y up, z across (the driver's side, right, at +z).
import * as THREE from 'three';
import { RoomEnvironment } from 'three/addons/environments/RoomEnvironment.js';
import { DecalGeometry } from 'three/addons/geometries/DecalGeometry.js';
import { RoundedBoxGeometry } from 'three/addons/geometries/RoundedBoxGeometry.js';
import { Reflector } from 'three/addons/objects/Reflector.js';
import { profileOf, type Profile } from './profile';
import { RENDER_HEIGHT, RENDER_WIDTH, type RenderSpec, type ShotView } from './spec';

const TAU = Math.PI * 2;
const BG_FLOOR = '#17181b';

// ---------------------------------------------------------------- materials and textures

function canvas(w: number, h: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const c = document.createElement('canvas');
  c.width = w;
  c.height = h;
  const ctx = c.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas');
  return [c, ctx];
}

function texture(c: HTMLCanvasElement, srgb = true): THREE.CanvasTexture {
  const t = new THREE.CanvasTexture(c);
  if (srgb) t.colorSpace = THREE.SRGBColorSpace;
  t.anisotropy = 8;
  return t;
}

interface Materials {
  paint: THREE.MeshPhysicalMaterial;
  glass: THREE.MeshPhysicalMaterial;
  trim: THREE.MeshPhysicalMaterial;
  chrome: THREE.MeshStandardMaterial;
  tyre: THREE.MeshStandardMaterial;
  rim: THREE.MeshStandardMaterial;
  rimDark: THREE.MeshStandardMaterial;
  disc: THREE.MeshStandardMaterial;
  caliper: THREE.MeshPhysicalMaterial;
  under: THREE.MeshStandardMaterial;
  leather: THREE.MeshPhysicalMaterial;
  dash: THREE.MeshStandardMaterial;
  headliner: THREE.MeshStandardMaterial;
}

function materials(spec: RenderSpec): Materials {
  const d = spec.dims;
  const rimColor = { silver: '#c9ccd0', gunmetal: '#50545a', black: '#1b1c1e', polished: '#e4e6e8' }[d.wheelFinish];
  return {
    paint: new THREE.MeshPhysicalMaterial({
      color: spec.paint,
      metalness: spec.metallic ? 0.6 : 0.05,
      roughness: spec.metallic ? 0.34 : 0.22,
      clearcoat: 1,
      clearcoatRoughness: 0.03,
    }),
    glass: new THREE.MeshPhysicalMaterial({
      color: '#0c1014',
      metalness: 0.2,
      roughness: 0.02,
      transparent: true,
      opacity: 0.88,
      side: THREE.DoubleSide,
      depthWrite: false,
    }),
    trim: new THREE.MeshPhysicalMaterial({ color: '#0b0b0c', roughness: 0.18, clearcoat: 1 }),
    chrome: new THREE.MeshStandardMaterial({ color: '#d9dde2', metalness: 1, roughness: 0.12 }),
    tyre: new THREE.MeshStandardMaterial({ color: '#141414', roughness: 0.88 }),
    rim: new THREE.MeshStandardMaterial({
      color: rimColor,
      metalness: 1,
      roughness: d.wheelFinish === 'polished' ? 0.1 : 0.3,
    }),
    rimDark: new THREE.MeshStandardMaterial({ color: '#26282b', metalness: 0.7, roughness: 0.5 }),
    disc: new THREE.MeshStandardMaterial({ color: '#77797c', metalness: 0.9, roughness: 0.45 }),
    caliper: new THREE.MeshPhysicalMaterial({ color: d.calipers, roughness: 0.3, clearcoat: 1 }),
    under: new THREE.MeshStandardMaterial({ color: '#070707', roughness: 0.95 }),
    leather: new THREE.MeshPhysicalMaterial({ color: d.leather, roughness: 0.55, sheen: 0.4, sheenRoughness: 0.6 }),
    dash: new THREE.MeshStandardMaterial({ color: d.dash, roughness: 0.7 }),
    headliner: new THREE.MeshStandardMaterial({ color: '#6b6a68', roughness: 0.95, side: THREE.DoubleSide }),
  };
}

// ---------------------------------------------------------------- lofted body

/** A closed superellipse ring point: y across, z up, exponent e (2 = ellipse, larger = boxier). */
function ring(angle: number, e: number): [number, number] {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return [Math.sign(c) * Math.pow(Math.abs(c), 2 / e), Math.sign(s) * Math.pow(Math.abs(s), 2 / e)];
}

type Section = (s: number, angle: number) => [number, number] | null;
/** Which material group a face between stations s0..s1 at ring angle a takes, or null to leave it out. */
type Grouper = (s: number, sinA: number, angle: number) => number | null;

function loft(
  p: Profile,
  from: number,
  to: number,
  stations: number,
  sides: number,
  section: Section,
  group: Grouper,
  groups: number,
): THREE.BufferGeometry {
  const pos: number[] = [];
  const ss: number[] = [];
  for (let i = 0; i <= stations; i++) {
    const s = from + ((to - from) * i) / stations;
    ss.push(s);
    for (let k = 0; k < sides; k++) {
      const a = (TAU * k) / sides - Math.PI / 2;
      const yz = section(s, a) ?? [0, 0];
      pos.push(p.length / 2 - s, yz[1], yz[0]);
    }
  }
  const buckets: number[][] = Array.from({ length: groups }, () => []);
  for (let i = 0; i < stations; i++) {
    const sm = ((ss[i] ?? 0) + (ss[i + 1] ?? 0)) / 2;
    for (let k = 0; k < sides; k++) {
      const k1 = (k + 1) % sides;
      const am = (TAU * (k + 0.5)) / sides - Math.PI / 2;
      const g = group(sm, Math.sin(am), am);
      if (g === null) continue;
      const a = i * sides + k;
      const b = i * sides + k1;
      const c = (i + 1) * sides + k;
      const dd = (i + 1) * sides + k1;
      // Wound so the faces look outwards.
      buckets[g]?.push(a, b, c, b, dd, c);
    }
  }
  const geo = new THREE.BufferGeometry();
  geo.setAttribute('position', new THREE.Float32BufferAttribute(pos, 3));
  const index: number[] = [];
  buckets.forEach((b, g) => {
    geo.addGroup(index.length, b.length, g);
    index.push(...b);
  });
  geo.setIndex(index);
  geo.computeVertexNormals();
  return geo;
}

function lowerBody(p: Profile): THREE.BufferGeometry {
  return loft(
    p,
    0,
    p.length,
    220,
    56,
    (s, a) => {
      const zb = p.floor(s);
      const zt = Math.max(p.top(s), zb + 0.05);
      const [u, v] = ring(a, Math.sin(a) > 0 ? 7 : 4.5);
      const tuck = v < 0 ? 1 - 0.1 * Math.pow(-v, 3) : 1 - 0.05 * Math.pow(v, 4);
      return [u * p.halfWidth(s) * tuck, (zb + zt) / 2 + (v * (zt - zb)) / 2];
    },
    // The cabin is open on top inside the glasshouse's footprint (the glasshouse and the trim close it).
    (s, sin, a) => {
      if (sin < 0.5 || s < p.cowl + 0.03 || s > p.tailGlass - 0.03) return 0;
      const y = Math.abs(ring(a, Math.sin(a) > 0 ? 7 : 4.5)[0]) * p.halfWidth(s);
      return y < p.glassHalfWidth(s, p.top(s)) - 0.03 ? null : 0;
    },
    1,
  );
}

function glasshouse(p: Profile, doors: 2 | 4): THREE.BufferGeometry {
  const end = p.open ? p.roofFront + 0.02 : p.tailGlass;
  return loft(
    p,
    p.cowl,
    end,
    140,
    48,
    (s, a) => {
      const zb = p.top(s) - 0.025;
      const zt = Math.max(p.roof(s), zb + 0.004);
      const [u, v] = ring(a, 4);
      const z = (zb + zt) / 2 + (v * (zt - zb)) / 2;
      return [u * p.glassHalfWidth(s, z), z];
    },
    (s, sin) => {
      if (sin < -0.85) return null;
      if (sin > 0.85) return !p.open && s > p.roofFront + 0.03 && s < p.roofRear - 0.01 ? 0 : 1;
      if (sin > 0.55) return 0;
      if (p.open) return 0;
      if (s < p.cowl + 0.07 || s > p.sideGlassEnd) return 0;
      if (doors === 4 && Math.abs(s - p.bPillar) < 0.045) return 2;
      return 1;
    },
    3,
  );
}

// ---------------------------------------------------------------- wheels

function wheel(p: Profile, spec: RenderSpec, m: Materials): THREE.Group {
  const g = new THREE.Group();
  const R = p.wheelRadius;
  const r = p.rimRadius;
  const w = p.tyreWidth;
  // Tyre: a rounded section turned about the axle.
  const pts: THREE.Vector2[] = [];
  const sh = Math.min(0.03, (R - r) * 0.35);
  const arc = (cx: number, cy: number, a0: number, a1: number): void => {
    for (let i = 0; i <= 6; i++) {
      const a = a0 + ((a1 - a0) * i) / 6;
      pts.push(new THREE.Vector2(cx + Math.cos(a) * sh, cy + Math.sin(a) * sh));
    }
  };
  pts.push(new THREE.Vector2(r + 0.005, -w / 2 + 0.01));
  arc(R - sh, -w / 2 + sh, -Math.PI / 2, 0);
  arc(R - sh, w / 2 - sh, 0, Math.PI / 2);
  pts.push(new THREE.Vector2(r + 0.005, w / 2 - 0.01));
  const tyre = new THREE.Mesh(new THREE.LatheGeometry(pts, 72), m.tyre);
  tyre.rotation.x = Math.PI / 2;
  g.add(tyre);
  // Rim: barrel, lip, spokes, hub, and the brake behind them.
  const barrel = new THREE.Mesh(new THREE.CylinderGeometry(r, r, w * 0.85, 48, 1, true), m.rimDark);
  barrel.rotation.x = Math.PI / 2;
  g.add(barrel);
  const lip = new THREE.Mesh(new THREE.TorusGeometry(r - 0.008, 0.011, 10, 72), m.rim);
  lip.position.z = w / 2 - 0.02;
  g.add(lip);
  const face = w / 2 - 0.03;
  const n = spec.dims.spokes;
  const spokeW = n <= 5 ? 0.06 : n <= 10 ? 0.034 : 0.018;
  const hubR = r * 0.22;
  for (let i = 0; i < n; i++) {
    const a = (TAU * i) / n + (n === 10 && i % 2 ? 0.16 : 0);
    const len = r - hubR - 0.01;
    const spoke = new THREE.Mesh(new THREE.BoxGeometry(len, spokeW, 0.028), m.rim);
    spoke.position.set(Math.cos(a) * (hubR + len / 2), Math.sin(a) * (hubR + len / 2), face - 0.018);
    spoke.rotation.z = a;
    spoke.rotation.y = -0.12; // concave face
    spoke.castShadow = true;
    g.add(spoke);
  }
  const hub = new THREE.Mesh(new THREE.CylinderGeometry(hubR, hubR * 1.05, 0.04, 32), m.rim);
  hub.rotation.x = Math.PI / 2;
  hub.position.z = face - 0.03;
  g.add(hub);
  const cap = new THREE.Mesh(new THREE.CylinderGeometry(hubR * 0.45, hubR * 0.45, 0.012, 24), m.trim);
  cap.rotation.x = Math.PI / 2;
  cap.position.z = face - 0.005;
  g.add(cap);
  const disc = new THREE.Mesh(new THREE.CylinderGeometry(r * 0.82, r * 0.82, 0.03, 48), m.disc);
  disc.rotation.x = Math.PI / 2;
  disc.position.z = face - 0.12;
  g.add(disc);
  const caliper = new THREE.Mesh(new RoundedBoxGeometry(0.09, r * 0.55, 0.07, 2, 0.015), m.caliper);
  caliper.position.set(-r * 0.58, r * 0.3, face - 0.1);
  caliper.rotation.z = -0.5;
  g.add(caliper);
  tyre.castShadow = true;
  return g;
}

// ---------------------------------------------------------------- lights, grilles and lines: decals

interface Painter {
  ctx: CanvasRenderingContext2D;
  /** canvas x for a position across (metres from the centre line, + to the viewer's right) */
  x(m: number): number;
  /** canvas y for a height above the floor in metres */
  y(m: number): number;
  /** canvas pixels per metre */
  k: number;
}

function painter(
  w: number,
  y0: number,
  y1: number,
  px = 1024,
): [HTMLCanvasElement, HTMLCanvasElement, Painter, Painter] {
  const h = Math.round((px * (y1 - y0)) / w);
  const [c, ctx] = canvas(px, h);
  const [e, ectx] = canvas(px, h);
  ectx.fillStyle = '#000';
  ectx.fillRect(0, 0, px, h);
  const k = px / w;
  const base = { x: (m: number) => px / 2 + m * k, y: (m: number) => h - (m - y0) * k, k };
  return [c, e, { ctx, ...base }, { ctx: ectx, ...base }];
}

function roundRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, Math.min(r, Math.abs(w) / 2, Math.abs(h) / 2));
}

const ACCENT: Record<string, string> = {
  BMW: '#5aa9ff',
  'Mercedes-Benz': '#7fd8ff',
  Audi: '#ff3b3b',
  Lexus: '#ffb347',
  Porsche: '#ffffff',
  Jaguar: '#ff8a3d',
};

function drawPlate(pt: Painter, cx: number, cy: number): void {
  const { ctx, k } = pt;
  const w = 0.52 * k;
  const h = 0.12 * k;
  ctx.fillStyle = '#0a0a0a';
  roundRect(ctx, pt.x(cx) - w / 2, pt.y(cy) - h / 2, w, h, 4);
  ctx.fill();
  ctx.strokeStyle = '#8a8a8a';
  ctx.lineWidth = 2;
  ctx.stroke();
  ctx.fillStyle = '#f2f2f2';
  ctx.font = `bold ${Math.round(h * 0.62)}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText('MEWAH 1', pt.x(cx), pt.y(cy) + 1);
}

/** The front: grille by make, headlights (lit), intakes and the plate. */
function drawFront(spec: RenderSpec, p: Profile, pt: Painter, em: Painter): void {
  const { ctx } = pt;
  const W = p.width;
  const nose = spec.dims.noseHeight / 1000;
  const gc = spec.dims.groundClearance / 1000;
  const lampY = nose - 0.09;
  const lampX = W / 2 - 0.28;
  const lampW = spec.make === 'Porsche' ? 0.2 : 0.34;
  const lampH = spec.dims.tail === 'box' ? 0.16 : 0.085;
  // Lower intake and splitter.
  ctx.fillStyle = '#0d0d0e';
  roundRect(ctx, pt.x(-W * 0.34), pt.y(gc + 0.3), W * 0.68 * pt.k, 0.16 * pt.k, 22);
  ctx.fill();
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.ellipse(pt.x(side * (W / 2 - 0.3)), pt.y(gc + 0.24), 0.15 * pt.k, 0.07 * pt.k, 0, 0, TAU);
    ctx.fill();
  }
  // Grille by make.
  const gy = lampY - 0.06;
  ctx.fillStyle = '#101113';
  ctx.strokeStyle = '#c8ccd2';
  ctx.lineWidth = 5;
  if (spec.make === 'BMW') {
    for (const side of [-1, 1]) {
      roundRect(ctx, pt.x(side > 0 ? 0.025 : -0.255), pt.y(gy + 0.1), 0.23 * pt.k, 0.2 * pt.k, 30);
      ctx.fill();
      ctx.stroke();
    }
  } else if (spec.make === 'Mercedes-Benz') {
    roundRect(ctx, pt.x(-0.42), pt.y(gy + 0.1), 0.84 * pt.k, 0.2 * pt.k, 18);
    ctx.fill();
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(pt.x(0), pt.y(gy), 0.07 * pt.k, 0, TAU);
    ctx.stroke();
    for (let i = 0; i < 3; i++) {
      const a = -Math.PI / 2 + (TAU * i) / 3;
      ctx.beginPath();
      ctx.moveTo(pt.x(0), pt.y(gy));
      ctx.lineTo(pt.x(0) + Math.cos(a) * 0.065 * pt.k, pt.y(gy) + Math.sin(a) * 0.065 * pt.k);
      ctx.stroke();
    }
  } else if (spec.make === 'Audi') {
    ctx.beginPath();
    ctx.moveTo(pt.x(-0.36), pt.y(gy + 0.08));
    ctx.lineTo(pt.x(0.36), pt.y(gy + 0.08));
    ctx.lineTo(pt.x(0.42), pt.y(gy - 0.12));
    ctx.lineTo(pt.x(0.34), pt.y(gy - 0.26));
    ctx.lineTo(pt.x(-0.34), pt.y(gy - 0.26));
    ctx.lineTo(pt.x(-0.42), pt.y(gy - 0.12));
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    for (let i = 0; i < 4; i++) {
      ctx.beginPath();
      ctx.arc(pt.x(-0.09 + i * 0.06), pt.y(gy + 0.02), 0.032 * pt.k, 0, TAU);
      ctx.stroke();
    }
  } else if (spec.make === 'Lexus') {
    ctx.beginPath();
    ctx.moveTo(pt.x(-0.26), pt.y(gy + 0.1));
    ctx.lineTo(pt.x(0.26), pt.y(gy + 0.1));
    ctx.lineTo(pt.x(0.16), pt.y(gy - 0.06));
    ctx.lineTo(pt.x(0.4), pt.y(gy - 0.3));
    ctx.lineTo(pt.x(-0.4), pt.y(gy - 0.3));
    ctx.lineTo(pt.x(-0.16), pt.y(gy - 0.06));
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
  } else if (spec.make === 'Jaguar') {
    roundRect(ctx, pt.x(-0.33), pt.y(gy + 0.09), 0.66 * pt.k, 0.24 * pt.k, 26);
    ctx.fill();
    ctx.stroke();
    ctx.strokeStyle = '#3a3c40';
    ctx.lineWidth = 2;
    for (let i = 0; i < 14; i++) {
      ctx.beginPath();
      ctx.moveTo(pt.x(-0.3 + i * 0.046), pt.y(gy + 0.07));
      ctx.lineTo(pt.x(-0.3 + i * 0.046 + 0.04), pt.y(gy - 0.13));
      ctx.stroke();
    }
  }
  drawPlate(pt, 0, gc + 0.36);
  // Headlights: dark lens, lit signature.
  for (const side of [-1, 1]) {
    const cx = side * lampX;
    ctx.fillStyle = '#1a1d22';
    ctx.strokeStyle = '#8d939b';
    ctx.lineWidth = 3;
    if (spec.make === 'Porsche') {
      ctx.beginPath();
      ctx.ellipse(pt.x(cx), pt.y(lampY + 0.02), (lampW / 2) * pt.k, 0.09 * pt.k, 0, 0, TAU);
    } else {
      roundRect(ctx, pt.x(cx - lampW / 2), pt.y(lampY + lampH / 2), lampW * pt.k, lampH * pt.k, 14);
    }
    ctx.fill();
    ctx.stroke();
    for (const c of [em.ctx, ctx]) {
      c.strokeStyle = c === ctx ? '#eef6ff' : '#ffffff';
      c.lineWidth = 7;
      c.beginPath();
      if (spec.make === 'BMW') {
        for (const dx of [-0.08, 0.08]) {
          c.moveTo(pt.x(cx + dx) + 0.05 * pt.k, pt.y(lampY));
          c.arc(pt.x(cx + dx), pt.y(lampY), 0.05 * pt.k, 0, TAU);
        }
      } else if (spec.make === 'Porsche') {
        for (let i = 0; i < 4; i++) {
          const a = (TAU * i) / 4 + Math.PI / 4;
          c.moveTo(pt.x(cx) + Math.cos(a) * 0.04 * pt.k, pt.y(lampY + 0.02) + Math.sin(a) * 0.04 * pt.k);
          c.lineTo(pt.x(cx) + Math.cos(a) * 0.065 * pt.k, pt.y(lampY + 0.02) + Math.sin(a) * 0.065 * pt.k);
        }
      } else if (spec.make === 'Jaguar') {
        c.moveTo(pt.x(cx - side * 0.15), pt.y(lampY + 0.03));
        c.lineTo(pt.x(cx + side * 0.1), pt.y(lampY + 0.03));
        c.quadraticCurveTo(pt.x(cx + side * 0.15), pt.y(lampY + 0.03), pt.x(cx + side * 0.15), pt.y(lampY - 0.03));
      } else if (spec.make === 'Lexus') {
        c.moveTo(pt.x(cx - side * 0.05), pt.y(gc + 0.45));
        c.lineTo(pt.x(cx + side * 0.1), pt.y(gc + 0.45));
        c.lineTo(pt.x(cx + side * 0.16), pt.y(lampY - 0.04));
      } else {
        c.moveTo(pt.x(cx - side * 0.16), pt.y(lampY - lampH / 2 + 0.015));
        c.lineTo(pt.x(cx + side * 0.15), pt.y(lampY - lampH / 2 + 0.015));
        c.lineTo(pt.x(cx + side * 0.16), pt.y(lampY + lampH / 2 - 0.01));
      }
      c.stroke();
    }
  }
}

/** The back: tail lamps (lit), plate, diffuser and exhausts. */
function drawRear(spec: RenderSpec, p: Profile, pt: Painter, em: Painter): void {
  const { ctx } = pt;
  const W = p.width;
  const deck = spec.dims.deckHeight / 1000;
  const gc = spec.dims.groundClearance / 1000;
  const ly = deck - (spec.dims.tail === 'box' ? 0.2 : 0.1);
  const fullWidth = spec.make === 'Porsche' || spec.slug.startsWith('audi-r8') || spec.make === 'Lexus';
  ctx.fillStyle = '#0c0c0d';
  roundRect(ctx, pt.x(-W * 0.4), pt.y(gc + 0.2), W * 0.8 * pt.k, 0.14 * pt.k, 20);
  ctx.fill();
  if (spec.slug !== 'porsche-taycan-4s-2022') {
    ctx.fillStyle = '#2b2c2f';
    ctx.strokeStyle = '#c8ccd2';
    ctx.lineWidth = 5;
    for (const side of [-1, 1]) {
      ctx.beginPath();
      ctx.ellipse(pt.x(side * (W / 2 - 0.42)), pt.y(gc + 0.14), 0.06 * pt.k, 0.035 * pt.k, 0, 0, TAU);
      ctx.fill();
      ctx.stroke();
    }
  }
  drawPlate(pt, 0, gc + (spec.dims.tail === 'box' ? 0.55 : 0.42));
  // Boot lid or tailgate shut line and the bumper's upper edge.
  ctx.strokeStyle = 'rgba(10,10,10,0.8)';
  ctx.lineWidth = 3;
  roundRect(ctx, pt.x(-W / 2 + 0.42), pt.y(deck + 0.02), (W - 0.84) * pt.k, (deck - ly + 0.2) * pt.k, 30);
  ctx.stroke();
  ctx.strokeStyle = 'rgba(255,255,255,0.25)';
  ctx.beginPath();
  ctx.moveTo(pt.x(-W / 2 + 0.1), pt.y(ly - 0.2));
  ctx.lineTo(pt.x(W / 2 - 0.1), pt.y(ly - 0.2));
  ctx.stroke();
  for (const c of [ctx, em.ctx]) {
    const lit = c === em.ctx;
    c.fillStyle = lit ? '#ff2a1f' : '#6b0a0c';
    c.strokeStyle = lit ? '#ff6a55' : '#d0262a';
    c.lineWidth = 8;
    if (fullWidth) {
      roundRect(c, pt.x(-W / 2 + 0.05), pt.y(ly + 0.025), (W - 0.1) * pt.k, 0.05 * pt.k, 8);
      c.fill();
    }
    for (const side of [-1, 1]) {
      const cx = side * (W / 2 - 0.22);
      roundRect(c, pt.x(cx - 0.2), pt.y(ly + 0.05), 0.4 * pt.k, 0.1 * pt.k, 14);
      c.fill();
      c.beginPath();
      c.moveTo(pt.x(cx - side * 0.17), pt.y(ly + 0.02));
      c.lineTo(pt.x(cx + side * 0.17), pt.y(ly + 0.02));
      c.lineTo(pt.x(cx + side * 0.17), pt.y(ly - 0.03));
      c.stroke();
    }
  }
}

/** One side: door lines, handles, sill. s runs from the front bumper; `toFront` says which way the canvas reads. */
/** Where the lamps wrap round the corners, so they show from three-quarter views too. */
function drawSideLamps(spec: RenderSpec, p: Profile, pt: Painter, em: Painter, toFront: boolean): void {
  const xs = (s: number): number => pt.x(toFront ? p.length / 2 - s : s - p.length / 2);
  const tail = spec.dims.deckHeight / 1000 - (spec.dims.tail === 'box' ? 0.2 : 0.1);
  const head = spec.dims.noseHeight / 1000 - 0.09;
  for (const [c, lit] of [
    [pt.ctx, false],
    [em.ctx, true],
  ] as const) {
    c.fillStyle = lit ? '#ff2a1f' : '#6b0a0c';
    const t0 = Math.min(xs(p.length - 0.16), xs(p.length));
    roundRect(c, t0, pt.y(tail + 0.05), Math.abs(xs(p.length - 0.16) - xs(p.length)), 0.1 * pt.k, 12);
    c.fill();
    c.fillStyle = lit ? '#ffffff' : '#dfe8f2';
    const h0 = Math.min(xs(0), xs(0.18));
    roundRect(c, h0, pt.y(head + 0.02), Math.abs(xs(0.18) - xs(0)), 0.03 * pt.k, 8);
    c.fill();
  }
}

function drawSide(spec: RenderSpec, p: Profile, pt: Painter, toFront: boolean): void {
  const { ctx } = pt;
  const xs = (s: number): number => pt.x(toFront ? p.length / 2 - s : s - p.length / 2);
  const belt = spec.dims.beltHeight / 1000;
  const gc = spec.dims.groundClearance / 1000;
  const frontDoor = Math.max(p.cowl - 0.05, p.frontAxle + p.wheelRadius * 1.2);
  const doorEnds =
    spec.doors === 4
      ? [p.bPillar, Math.min(p.sideGlassEnd + 0.05, p.rearAxle - p.wheelRadius * 0.7)]
      : [p.sideGlassEnd - 0.15];
  ctx.strokeStyle = 'rgba(8,8,8,0.85)';
  ctx.lineWidth = 3;
  for (const s of [frontDoor, ...doorEnds]) {
    ctx.beginPath();
    ctx.moveTo(xs(s), pt.y(belt - 0.02));
    ctx.lineTo(xs(s), pt.y(gc + 0.13));
    ctx.stroke();
  }
  ctx.beginPath();
  ctx.moveTo(xs(frontDoor), pt.y(gc + 0.13));
  ctx.lineTo(xs(doorEnds[doorEnds.length - 1] ?? frontDoor), pt.y(gc + 0.13));
  ctx.stroke();
  // Handles just ahead of each door's rear edge.
  ctx.fillStyle = ['Mercedes-Benz', 'Lexus', 'Jaguar'].includes(spec.make) ? '#cfd3d8' : '#0f0f10';
  for (const s of doorEnds) {
    roundRect(
      ctx,
      Math.min(xs(s - 0.22), xs(s - 0.06)),
      pt.y(belt - 0.1),
      Math.abs(xs(s - 0.22) - xs(s - 0.06)),
      0.028 * pt.k,
      6,
    );
    ctx.fill();
  }
  // Chrome waistline on the luxury saloons and SUVs.
  if (!['Porsche', 'Audi'].includes(spec.make) || spec.dims.tail === 'wagon') {
    ctx.fillStyle = '#d7dbe0';
    ctx.fillRect(
      Math.min(xs(p.cowl), xs(p.sideGlassEnd)),
      pt.y(belt + 0.006),
      Math.abs(xs(p.sideGlassEnd) - xs(p.cowl)),
      0.012 * pt.k,
    );
  }
}

function decal(
  mesh: THREE.Mesh,
  at: THREE.Vector3,
  turn: number,
  size: THREE.Vector3,
  map: HTMLCanvasElement,
  glow: HTMLCanvasElement | null,
): THREE.Mesh {
  const mat = new THREE.MeshPhysicalMaterial({
    map: texture(map),
    transparent: true,
    roughness: 0.12,
    metalness: 0.1,
    clearcoat: 1,
    depthWrite: false,
    polygonOffset: true,
    polygonOffsetFactor: -4,
  });
  if (glow) {
    mat.emissiveMap = texture(glow);
    mat.emissive = new THREE.Color('#ffffff');
    mat.emissiveIntensity = 2.2;
  }
  return new THREE.Mesh(new DecalGeometry(mesh, at, new THREE.Euler(0, turn, 0), size), mat);
}

// ---------------------------------------------------------------- cabin

function screenCanvas(spec: RenderSpec, kind: 'cluster' | 'centre'): HTMLCanvasElement {
  const [c, ctx] = canvas(512, 200);
  const accent = ACCENT[spec.make] ?? '#ffffff';
  const bg = ctx.createLinearGradient(0, 0, 0, 200);
  bg.addColorStop(0, '#0d1420');
  bg.addColorStop(1, '#05070b');
  ctx.fillStyle = bg;
  ctx.fillRect(0, 0, 512, 200);
  ctx.strokeStyle = accent;
  ctx.fillStyle = accent;
  if (kind === 'cluster') {
    ctx.lineWidth = 6;
    for (const cx of [120, 392]) {
      ctx.beginPath();
      ctx.arc(cx, 110, 70, Math.PI * 0.8, Math.PI * 2.2);
      ctx.stroke();
    }
    ctx.font = 'bold 44px sans-serif';
    ctx.textAlign = 'center';
    ctx.fillText('0', 120, 125);
    ctx.font = '22px sans-serif';
    ctx.fillText('km/h', 120, 155);
    ctx.fillText('D', 392, 125);
  } else {
    ctx.globalAlpha = 0.5;
    ctx.lineWidth = 3;
    for (let i = 0; i < 9; i++) {
      ctx.beginPath();
      ctx.moveTo(0, 30 + i * 22);
      ctx.bezierCurveTo(150, 10 + i * 25, 300, 90 + i * 8, 512, 40 + i * 18);
      ctx.stroke();
    }
    ctx.globalAlpha = 1;
    ctx.fillRect(330, 0, 182, 200);
    ctx.fillStyle = '#0b0f16';
    ctx.fillRect(336, 6, 170, 188);
    ctx.fillStyle = accent;
    ctx.font = '24px sans-serif';
    ctx.fillText('Jalan Ampang', 348, 50);
    ctx.fillText('1.2 km', 348, 90);
  }
  return c;
}

function cabin(spec: RenderSpec, p: Profile, m: Materials): THREE.Group {
  const g = new THREE.Group();
  const X = (s: number): number => p.length / 2 - s;
  const belt = spec.dims.beltHeight / 1000;
  const gc = spec.dims.groundClearance / 1000;
  const inner = p.halfWidth(p.cowl + 0.8) - 0.09;
  const floorY = gc + 0.17;
  const add = (
    geo: THREE.BufferGeometry,
    mat: THREE.Material,
    x: number,
    y: number,
    z: number,
    rz = 0,
    ry = 0,
  ): THREE.Mesh => {
    const mesh = new THREE.Mesh(geo, mat);
    mesh.position.set(x, y, z);
    mesh.rotation.set(0, ry, rz);
    mesh.castShadow = true;
    mesh.receiveShadow = true;
    g.add(mesh);
    return mesh;
  };
  const cabinEnd = p.open ? p.tailGlass : p.tailGlass;
  const len = cabinEnd - p.cowl + 0.3;
  add(new THREE.BoxGeometry(len, 0.04, inner * 2), m.dash, X(p.cowl - 0.3 + len / 2), floorY, 0);
  // Door trims, with a leather armrest.
  for (const side of [-1, 1]) {
    add(
      new THREE.BoxGeometry(len, belt - 0.04 - floorY, 0.05),
      m.dash,
      X(p.cowl - 0.3 + len / 2),
      (belt - 0.04 + floorY) / 2,
      side * (inner + 0.02),
    );
    add(
      new RoundedBoxGeometry(len * 0.6, 0.05, 0.08, 2, 0.02),
      m.leather,
      X(p.cowl + len * 0.4),
      belt - 0.2,
      side * (inner - 0.02),
    );
  }
  // Dashboard with its screens.
  const dashDepth = 0.62;
  // As wide as the windscreen's foot, so it stays inside the glass.
  const dashW = Math.min(inner, p.glassHalfWidth(p.cowl + 0.05, belt + 0.05) - 0.03) * 2;
  add(new RoundedBoxGeometry(dashDepth, 0.34, dashW, 3, 0.08), m.dash, X(p.cowl + 0.27), belt - 0.17, 0);
  add(new RoundedBoxGeometry(0.1, 0.05, dashW - 0.1, 2, 0.02), m.leather, X(p.cowl + 0.3), belt - 0.1, 0);
  const glow = new THREE.MeshBasicMaterial({ color: ACCENT[spec.make] ?? '#ffffff', toneMapped: false });
  add(new THREE.BoxGeometry(0.01, 0.008, dashW - 0.2), glow, X(p.cowl + 0.34), belt - 0.14, 0);
  const driver = inner * 0.5;
  const screenMat = (kind: 'cluster' | 'centre'): THREE.MeshBasicMaterial =>
    new THREE.MeshBasicMaterial({ map: texture(screenCanvas(spec, kind)), toneMapped: false });
  const wide = spec.make === 'Mercedes-Benz';
  const cluster = add(
    new THREE.PlaneGeometry(wide ? 0.34 : 0.3, 0.12),
    screenMat('cluster'),
    X(p.cowl + 0.22),
    belt + 0.06,
    driver,
    0,
    -Math.PI / 2,
  );
  cluster.rotation.x = 0;
  add(
    new THREE.PlaneGeometry(wide ? 0.34 : 0.28, wide ? 0.12 : 0.16),
    screenMat('centre'),
    X(p.cowl + 0.26),
    belt + (wide ? 0.06 : 0.1),
    wide ? 0.01 : 0,
    0,
    -Math.PI / 2,
  );
  // Steering wheel (right-hand drive, as sold in Malaysia).
  const wheelG = new THREE.Group();
  wheelG.add(new THREE.Mesh(new THREE.TorusGeometry(0.18, 0.022, 14, 48), m.leather));
  for (const a of [0, Math.PI, -Math.PI / 2]) {
    const spoke = new THREE.Mesh(new THREE.BoxGeometry(0.15, 0.035, 0.02), m.dash);
    spoke.position.set(Math.cos(a) * 0.09, Math.sin(a) * 0.09, 0);
    spoke.rotation.z = a;
    wheelG.add(spoke);
  }
  wheelG.add(new THREE.Mesh(new THREE.CylinderGeometry(0.06, 0.06, 0.05, 24).rotateX(Math.PI / 2), m.dash));
  wheelG.position.set(X(p.cowl + 0.5), belt - 0.02, driver);
  wheelG.rotation.set(0, -Math.PI / 2, 0);
  wheelG.rotateX(-0.35);
  g.add(wheelG);
  // Console and seats.
  add(new RoundedBoxGeometry(0.8, 0.22, 0.22, 2, 0.04), m.dash, X(p.cowl + 0.75), floorY + 0.25, 0);
  add(new THREE.CylinderGeometry(0.02, 0.025, 0.08, 16), m.chrome, X(p.cowl + 0.62), floorY + 0.4, 0);
  const seat = (s: number, z: number, width: number, back: number): void => {
    const cushionY = belt - 0.44;
    add(new RoundedBoxGeometry(0.52, 0.13, width, 3, 0.05), m.leather, X(s), cushionY, z);
    const rest = add(
      new RoundedBoxGeometry(0.13, back, width, 3, 0.05),
      m.leather,
      X(s + 0.26) + Math.sin(0.3) * back * 0.5,
      cushionY + back / 2,
      z,
      0.3,
    );
    rest.rotation.z = 0.3;
    for (const side of [-1, 1]) {
      if (width < 0.7)
        add(
          new RoundedBoxGeometry(0.14, back * 0.75, 0.08, 2, 0.03),
          m.leather,
          X(s + 0.22) + Math.sin(0.3) * back * 0.4,
          cushionY + back * 0.4,
          z + side * (width / 2 - 0.03),
          0.3,
        );
    }
    const heads = width < 0.7 ? [z] : [z - width / 3, z + width / 3];
    for (const hz of heads)
      add(
        new RoundedBoxGeometry(0.1, 0.2, 0.26, 2, 0.04),
        m.leather,
        X(s + 0.26) + Math.sin(0.3) * back + 0.02,
        cushionY + back + 0.08,
        hz,
        0.3,
      );
  };
  const frontSeat = p.cowl + 1.0;
  seat(frontSeat, driver, 0.52, 0.66);
  seat(frontSeat, -driver, 0.52, 0.66);
  const rearSeat = frontSeat + 0.85;
  if (rearSeat + 0.4 < cabinEnd && spec.bodyType !== 'Supercar') seat(rearSeat, 0, inner * 2 - 0.1, 0.58);
  // Headliner.
  if (!p.open) {
    const roofLen = p.roofRear - p.roofFront + 0.25;
    const liner = add(
      new THREE.PlaneGeometry(roofLen, (p.glassHalfWidth(p.roofFront + 0.3, p.height) - 0.02) * 2),
      m.headliner,
      X(p.roofFront - 0.1 + roofLen / 2),
      p.height - 0.05,
      0,
    );
    liner.rotation.set(Math.PI / 2, 0, 0);
    liner.castShadow = false;
  }
  return g;
}

// ---------------------------------------------------------------- the car

function buildCar(spec: RenderSpec): { car: THREE.Group; p: Profile; lampAt: THREE.Vector3 } {
  const p = profileOf(spec.dims);
  const m = materials(spec);
  const car = new THREE.Group();
  const X = (s: number): number => p.length / 2 - s;
  const body = new THREE.Mesh(lowerBody(p), [m.paint]);
  body.castShadow = true;
  body.receiveShadow = true;
  car.add(body);
  const glass = new THREE.Mesh(glasshouse(p, spec.doors), [m.paint, m.glass, m.trim]);
  glass.castShadow = true;
  car.add(glass);
  // Dark inner tub and wheel tunnels, so no light shows through the arches.
  const gc = spec.dims.groundClearance / 1000;
  const tubW = p.width - 2 * p.tyreWidth - 0.16;
  const tubLen = p.rearAxle - p.frontAxle + p.wheelRadius * 2;
  const tub = new THREE.Mesh(new THREE.BoxGeometry(tubLen, 0.2, tubW), m.under);
  tub.position.set(X((p.frontAxle + p.rearAxle) / 2), gc + 0.1, 0);
  car.add(tub);
  for (const axle of [p.frontAxle, p.rearAxle]) {
    const liner = new THREE.Mesh(
      new THREE.CylinderGeometry(p.wheelRadius * 1.03, p.wheelRadius * 1.03, p.width - 0.12, 40),
      m.under,
    );
    liner.rotation.x = Math.PI / 2;
    liner.position.set(X(axle), p.wheelRadius, 0);
    car.add(liner);
    for (const side of [-1, 1]) {
      const w = wheel(p, spec, m);
      w.position.set(X(axle), p.wheelRadius, side * (p.width / 2 - p.tyreWidth / 2 - 0.012));
      if (side < 0) w.rotation.y = Math.PI;
      car.add(w);
    }
  }
  car.add(cabin(spec, p, m));
  // Mirrors.
  for (const side of [-1, 1]) {
    const s = p.cowl + 0.16;
    const mirror = new THREE.Mesh(new RoundedBoxGeometry(0.2, 0.12, 0.09, 3, 0.035), m.paint);
    mirror.position.set(X(s), p.top(s) + 0.1, side * (p.halfWidth(s) + 0.05));
    mirror.rotation.y = side * 0.15;
    mirror.castShadow = true;
    car.add(mirror);
    const arm = new THREE.Mesh(new THREE.BoxGeometry(0.08, 0.03, 0.12), m.trim);
    arm.position.set(X(s) + 0.02, p.top(s) + 0.06, side * (p.halfWidth(s) - 0.02));
    car.add(arm);
  }
  // Roof rails on the estates and SUVs; the G-Class's spare wheel; the R8's wing.
  if (!p.open && ['wagon', 'box'].includes(spec.dims.tail)) {
    for (const side of [-1, 1]) {
      const len = p.roofRear - p.roofFront;
      const rail = new THREE.Mesh(new RoundedBoxGeometry(len, 0.035, 0.03, 2, 0.012), m.trim);
      rail.position.set(
        X(p.roofFront + len / 2),
        p.height + 0.01,
        side * (p.glassHalfWidth(p.roofFront + len / 2, p.height) - 0.06),
      );
      car.add(rail);
    }
  }
  if (spec.slug.startsWith('mercedes-g')) {
    const spare = new THREE.Mesh(new THREE.CylinderGeometry(0.38, 0.38, 0.2, 40).rotateZ(Math.PI / 2), m.trim);
    spare.position.set(-p.length / 2 + 0.02, 1.0, 0);
    const ringMesh = new THREE.Mesh(new THREE.TorusGeometry(0.33, 0.02, 8, 48).rotateY(Math.PI / 2), m.chrome);
    ringMesh.position.set(-p.length / 2 - 0.09, 1.0, 0);
    car.add(spare, ringMesh);
  }
  if (spec.slug.startsWith('audi-r8')) {
    const wing = new THREE.Mesh(new RoundedBoxGeometry(0.28, 0.03, p.width - 0.2, 2, 0.012), m.trim);
    wing.position.set(X(p.length - 0.25), p.top(p.length - 0.3) + 0.16, 0);
    car.add(wing);
    for (const side of [-1, 1]) {
      const stand = new THREE.Mesh(new THREE.BoxGeometry(0.12, 0.16, 0.02), m.trim);
      stand.position.set(X(p.length - 0.28), p.top(p.length - 0.3) + 0.08, side * 0.45);
      car.add(stand);
    }
  }
  // Decals need the body in place to project onto.
  car.updateMatrixWorld(true);
  const nose = spec.dims.noseHeight / 1000;
  const deck = spec.dims.deckHeight / 1000;
  const belt = spec.dims.beltHeight / 1000;
  {
    const [c, e, pt, em] = painter(p.width + 0.1, gc, nose + 0.04);
    drawFront(spec, p, pt, em);
    car.add(
      decal(
        body,
        new THREE.Vector3(p.length / 2, (gc + nose + 0.04) / 2, 0),
        Math.PI / 2,
        new THREE.Vector3(p.width + 0.1, nose + 0.04 - gc, 0.9),
        c,
        e,
      ),
    );
  }
  {
    const [c, e, pt, em] = painter(p.width + 0.1, gc, deck + 0.02);
    drawRear(spec, p, pt, em);
    car.add(
      decal(
        body,
        new THREE.Vector3(-p.length / 2, (gc + deck + 0.02) / 2, 0),
        -Math.PI / 2,
        new THREE.Vector3(p.width + 0.1, deck + 0.02 - gc, 0.9),
        c,
        e,
      ),
    );
  }
  for (const side of [-1, 1]) {
    const [c, e, pt, em] = painter(p.length, gc, belt + 0.03, 2048);
    drawSide(spec, p, pt, side > 0);
    drawSideLamps(spec, p, pt, em, side > 0);
    car.add(
      decal(
        body,
        new THREE.Vector3(0, (gc + belt + 0.03) / 2, (side * p.width) / 2),
        side > 0 ? 0 : Math.PI,
        new THREE.Vector3(p.length, belt + 0.03 - gc, p.width * 0.5),
        c,
        e,
      ),
    );
  }
  car.traverse((o) => {
    if (o instanceof THREE.Mesh && o.material !== m.glass) o.castShadow = true;
  });
  return { car, p, lampAt: new THREE.Vector3(p.length / 2 - 0.2, nose - 0.09, p.width / 2 - 0.28) };
}

// ---------------------------------------------------------------- the showroom

function backdrop(): THREE.CanvasTexture {
  const [c, ctx] = canvas(64, 512);
  const g = ctx.createLinearGradient(0, 0, 0, 512);
  g.addColorStop(0, '#060607');
  g.addColorStop(0.45, '#1b1c20');
  g.addColorStop(0.62, '#26272b');
  g.addColorStop(1, BG_FLOOR);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, 64, 512);
  return texture(c);
}

function contactShadow(p: Profile): THREE.Mesh {
  const [c, ctx] = canvas(256, 256);
  const g = ctx.createRadialGradient(128, 128, 10, 128, 128, 128);
  g.addColorStop(0, 'rgba(0,0,0,0.85)');
  g.addColorStop(0.55, 'rgba(0,0,0,0.55)');
  g.addColorStop(1, 'rgba(0,0,0,0)');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, 256, 256);
  const mesh = new THREE.Mesh(
    new THREE.PlaneGeometry(p.length * 1.12, p.width * 1.3),
    new THREE.MeshBasicMaterial({ map: texture(c), transparent: true, depthWrite: false }),
  );
  mesh.rotation.x = -Math.PI / 2;
  mesh.position.y = 0.004;
  return mesh;
}

interface Stage {
  renderer: THREE.WebGLRenderer;
  scene: THREE.Scene;
  camera: THREE.PerspectiveCamera;
  key: THREE.DirectionalLight;
  cabinFill: THREE.PointLight;
}

function stage(cv: HTMLCanvasElement): Stage {
  const renderer = new THREE.WebGLRenderer({ canvas: cv, antialias: true, preserveDrawingBuffer: true });
  renderer.setPixelRatio(1);
  renderer.setSize(RENDER_WIDTH, RENDER_HEIGHT, false);
  renderer.toneMapping = THREE.ACESFilmicToneMapping;
  renderer.toneMappingExposure = 1.0;
  renderer.outputColorSpace = THREE.SRGBColorSpace;
  renderer.shadowMap.enabled = true;
  renderer.shadowMap.type = THREE.VSMShadowMap;
  const scene = new THREE.Scene();
  scene.background = backdrop();
  scene.fog = new THREE.Fog(BG_FLOOR, 10, 26);
  const pmrem = new THREE.PMREMGenerator(renderer);
  scene.environment = pmrem.fromScene(new RoomEnvironment(), 0.04).texture;
  scene.environmentIntensity = 0.85;
  const floorMirror = new Reflector(new THREE.PlaneGeometry(80, 80), {
    textureWidth: 640,
    textureHeight: 480,
    color: 0x8a9099,
    clipBias: 0.003,
  });
  floorMirror.rotation.x = -Math.PI / 2;
  scene.add(floorMirror);
  const floor = new THREE.Mesh(
    new THREE.PlaneGeometry(80, 80),
    new THREE.MeshLambertMaterial({ color: '#1c1d21', transparent: true, opacity: 0.9 }),
  );
  floor.rotation.x = -Math.PI / 2;
  floor.position.y = 0.001;
  floor.receiveShadow = true;
  scene.add(floor);
  scene.add(new THREE.HemisphereLight('#e8eef6', '#202022', 0.55));
  const key = new THREE.DirectionalLight('#ffffff', 2.4);
  key.position.set(2.5, 8, 3.5);
  key.castShadow = true;
  key.shadow.mapSize.set(1536, 1536);
  key.shadow.radius = 10;
  key.shadow.blurSamples = 20;
  key.shadow.bias = -0.0004;
  Object.assign(key.shadow.camera, { left: -4, right: 4, top: 4, bottom: -4, near: 1, far: 20 });
  scene.add(key);
  const pool = new THREE.SpotLight('#fff3e0', 60, 14, 0.62, 0.9, 1.6);
  pool.position.set(0, 7, 0);
  scene.add(pool, pool.target);
  const rim = new THREE.DirectionalLight('#ffe6c4', 1.1);
  rim.position.set(-5, 3.5, -4);
  scene.add(rim);
  const front = new THREE.DirectionalLight('#dfe8ff', 0.6);
  front.position.set(6, 2, 2);
  scene.add(front);
  const cabinFill = new THREE.PointLight('#fff4e6', 0, 4, 1.2);
  scene.add(cabinFill);
  const camera = new THREE.PerspectiveCamera(30, RENDER_WIDTH / RENDER_HEIGHT, 0.05, 200);
  return { renderer, scene, camera, key, cabinFill };
}

/** Puts the camera on `dir` from `target`, as close as lets every corner of `box` fit the frame. */
function frame(
  cam: THREE.PerspectiveCamera,
  box: THREE.Box3,
  target: THREE.Vector3,
  dir: THREE.Vector3,
  fill: number,
  lift: number,
): void {
  const corners: THREE.Vector3[] = [];
  for (const x of [box.min.x, box.max.x])
    for (const y of [box.min.y, box.max.y])
      for (const z of [box.min.z, box.max.z]) corners.push(new THREE.Vector3(x, y, z));
  const fits = (d: number): { ok: boolean; cx: number; cy: number } => {
    cam.position.copy(target).addScaledVector(dir, d);
    cam.lookAt(target);
    cam.updateMatrixWorld(true);
    let minX = 1;
    let maxX = -1;
    let minY = 1;
    let maxY = -1;
    for (const c of corners) {
      const v = c.clone().project(cam);
      minX = Math.min(minX, v.x);
      maxX = Math.max(maxX, v.x);
      minY = Math.min(minY, v.y);
      maxY = Math.max(maxY, v.y);
    }
    return { ok: maxX - minX < 2 * fill && maxY - minY < 2 * fill, cx: (minX + maxX) / 2, cy: (minY + maxY) / 2 };
  };
  let lo = 0.5;
  let hi = 40;
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (fits(mid).ok) hi = mid;
    else lo = mid;
  }
  // Centre the car, a little low in the frame as a showroom photograph sits it.
  for (let i = 0; i < 4; i++) {
    const f = fits(hi);
    const right = new THREE.Vector3().setFromMatrixColumn(cam.matrixWorld, 0);
    const up = new THREE.Vector3().setFromMatrixColumn(cam.matrixWorld, 1);
    const h = Math.tan(THREE.MathUtils.degToRad(cam.fov / 2)) * hi;
    target.addScaledVector(right, f.cx * h * cam.aspect).addScaledVector(up, (f.cy - lift) * h);
  }
  fits(hi);
}

const aim = (azimuthDeg: number, elevationDeg: number): THREE.Vector3 => {
  const a = THREE.MathUtils.degToRad(azimuthDeg);
  const e = THREE.MathUtils.degToRad(elevationDeg);
  return new THREE.Vector3(Math.cos(a) * Math.cos(e), Math.sin(e), Math.sin(a) * Math.cos(e));
};

let current: { slug: string; car: THREE.Group; p: Profile; lampAt: THREE.Vector3; shadow: THREE.Mesh } | null = null;
let theStage: Stage | null = null;

/** Renders `spec` from `view` and returns the frame as a PNG data URL. */
export function renderShot(spec: RenderSpec, view: ShotView): string {
  const cv = document.getElementById('c');
  if (!(cv instanceof HTMLCanvasElement)) throw new Error('no canvas');
  theStage ??= stage(cv);
  const st = theStage;
  if (current?.slug !== spec.slug) {
    if (current) st.scene.remove(current.car, current.shadow);
    const built = buildCar(spec);
    const shadow = contactShadow(built.p);
    st.scene.add(built.car, shadow);
    current = { slug: spec.slug, ...built, shadow };
  }
  const { car, p, lampAt } = current;
  const cam = st.camera;
  const box = new THREE.Box3().setFromObject(car);
  const belt = spec.dims.beltHeight / 1000;
  st.cabinFill.intensity = 0;
  const lens = (fov: number): void => {
    // frame() projects with this camera, so its projection must be the view's, not the last one's.
    cam.fov = fov;
    cam.updateProjectionMatrix();
  };
  lens(30);
  if (view === 'front' || view === 'side' || view === 'rear') {
    const dir = view === 'front' ? aim(38, 9) : view === 'side' ? aim(90, 3) : aim(218, 10);
    frame(cam, box, new THREE.Vector3(0, p.height * 0.42, 0), dir, view === 'side' ? 0.84 : 0.8, -0.1);
  } else if (view === 'wheel') {
    const c = new THREE.Vector3(p.length / 2 - p.frontAxle, p.wheelRadius, p.width / 2);
    const r = p.wheelRadius * 1.55;
    frame(cam, new THREE.Box3(c.clone().subScalar(r), c.clone().addScalar(r)), c.clone(), aim(62, 6), 0.9, 0);
  } else if (view === 'detail') {
    lens(34);
    const r = 0.5;
    frame(
      cam,
      new THREE.Box3(lampAt.clone().subScalar(r), lampAt.clone().addScalar(r)),
      lampAt.clone(),
      aim(28, 12),
      0.9,
      0,
    );
  } else {
    lens(70);
    const driverZ = (p.halfWidth(p.cowl + 0.8) - 0.09) * 0.5;
    const eye = new THREE.Vector3(
      p.length / 2 - (p.cowl + 1.32),
      Math.min(belt + 0.36, p.height - 0.11),
      driverZ * 0.15,
    );
    cam.position.copy(eye);
    cam.lookAt(new THREE.Vector3(p.length / 2 - p.cowl, belt - 0.16, driverZ * 0.35));
    st.cabinFill.position.set(p.length / 2 - (p.cowl + 0.7), belt + 0.3, 0);
    st.cabinFill.intensity = 3.5;
  }
  cam.updateProjectionMatrix();
  st.renderer.render(st.scene, cam);
  return cv.toDataURL('image/png');
}

declare global {
  interface Window {
    renderShot: typeof renderShot;
  }
}
window.renderShot = renderShot;
