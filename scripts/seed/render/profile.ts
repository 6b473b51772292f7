// A car's shape as numbers, from its dimensions alone (scripts/seed/dimensions.ts): where the axles
// sit, the wheels' size, and at each distance from the front bumper the body's floor, its top
// (bonnet, beltline, boot lid), its half-width and the roofline above it. Metres throughout.
// Pure functions: the renderer (scene.ts) lofts meshes through them and tests read them directly.
import { tyreDiameter, type ModelDimensions } from '../dimensions';

export interface Profile {
  length: number;
  width: number;
  height: number;
  frontAxle: number;
  rearAxle: number;
  wheelRadius: number;
  rimRadius: number;
  tyreWidth: number;
  open: boolean;
  cowl: number;
  roofFront: number;
  roofRear: number;
  tailGlass: number;
  /** Where the side glass ends (the C or D pillar starts). */
  sideGlassEnd: number;
  /** Where the B pillar sits, between the front and the rear door. */
  bPillar: number;
  /** Lower edge of the body at s (wheel arches cut in). */
  floor(s: number): number;
  /** Top of the lower body at s: bonnet, beltline, boot lid or tailgate. */
  top(s: number): number;
  /** Roofline at s over the cabin (cowl to tail glass); equals top(s) outside it. */
  roof(s: number): number;
  /** Half-width of the body at s (plan view), and of the glasshouse at its base and at the roof. */
  halfWidth(s: number): number;
  glassHalfWidth(s: number, z: number): number;
}

const smooth = (t: number): number => {
  const c = Math.min(1, Math.max(0, t));
  return c * c * (3 - 2 * c);
};
const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;

export function profileOf(d: ModelDimensions): Profile {
  const m = (v: number): number => v / 1000;
  const L = m(d.length);
  const W = m(d.width);
  const H = m(d.height);
  const frontAxle = m(d.frontOverhang);
  const rearAxle = m(d.frontOverhang + d.wheelbase);
  const wheelRadius = m(tyreDiameter(d)) / 2;
  const rimRadius = m(d.rimInches * 25.4) / 2;
  const gc = m(d.groundClearance);
  const nose = m(d.noseHeight);
  const cowl = m(d.cowlX);
  const belt = m(d.beltHeight);
  const roofFront = m(d.roofFrontX);
  const roofRear = m(d.roofRearX);
  const tailGlass = m(d.tailGlassX);
  const deck = m(d.deckHeight);
  const open = d.tail === 'open';
  const upright = d.tail === 'hatch' || d.tail === 'wagon' || d.tail === 'box';
  const archRadius = wheelRadius * 1.07;
  const archTop = (s: number, axle: number): number => {
    const ds = s - axle;
    return Math.abs(ds) < archRadius ? wheelRadius + Math.sqrt(archRadius * archRadius - ds * ds) * 0.93 : 0;
  };
  const floor = (s: number): number => {
    const sill = gc + 0.06;
    // Bumpers rise towards the ends (approach and departure angles).
    const front = smooth((frontAxle * 0.8 - s) / (frontAxle * 0.8));
    const rear = smooth((s - (rearAxle + (L - rearAxle) * 0.3)) / ((L - rearAxle) * 0.7));
    const base = sill + (front + rear) * (upright && d.tail === 'box' ? 0.22 : 0.12);
    return Math.max(base, archTop(s, frontAxle), archTop(s, rearAxle));
  };
  const tailTop = deck - (d.tail === 'notch' || d.tail === 'fastback' ? 0.05 : 0.02);
  const top = (s: number): number => {
    if (s <= cowl) {
      // Bonnet: from the nose up to the windscreen's foot, rounded over the front edge.
      const t = s / cowl;
      const edge = smooth(s / 0.18);
      const bonnet = lerp(nose, belt, Math.pow(t, 0.8) * (1 - 0.15 * (1 - t)));
      return lerp(nose - 0.1, bonnet, edge);
    }
    if (s <= tailGlass)
      return lerp(belt, deck, smooth((s - cowl) / (tailGlass - cowl)) * 0.7 + ((s - cowl) / (tailGlass - cowl)) * 0.3);
    const t = (s - tailGlass) / Math.max(0.001, L - tailGlass);
    const end = smooth((s - (L - 0.12)) / 0.12);
    return lerp(lerp(deck, tailTop, t), tailTop - 0.12, end);
  };
  const roof = (s: number): number => {
    if (s <= cowl || s >= tailGlass) return top(s);
    if (s < roofFront) {
      // Windscreen: slightly convex; an open car keeps only its windscreen, a little lower than the hood's top.
      const t = (s - cowl) / (roofFront - cowl);
      return lerp(top(s), open ? H - 0.06 : H, Math.sin((t * Math.PI) / 2) * 0.85 + t * 0.15);
    }
    if (open) return top(s);
    if (s <= roofRear) {
      const t = (s - roofFront) / Math.max(0.001, roofRear - roofFront);
      return H - 0.02 * Math.pow(2 * t - 1, 2);
    }
    const t = (s - roofRear) / (tailGlass - roofRear);
    const shape = upright ? Math.pow(t, 2.2) : d.tail === 'fastback' ? Math.pow(t, 1.35) : t * 0.7 + smooth(t) * 0.3;
    return lerp(H - 0.02, top(s), shape);
  };
  const halfWidth = (s: number): number => {
    const u = Math.min(1, Math.abs((s - L / 2) / (L / 2)));
    const p = d.tail === 'box' ? 10 : 6;
    return (W / 2) * Math.pow(1 - Math.pow(u, p), 1 / p);
  };
  const tumblehome = d.tail === 'box' ? 0.05 : upright ? 0.1 : 0.14;
  const glassHalfWidth = (s: number, z: number): number => {
    const base = halfWidth(s) - 0.045;
    const t = Math.min(1, Math.max(0, (z - top(s)) / Math.max(0.001, H - top(s))));
    return base - tumblehome * t * t * 0.6 - tumblehome * t * 0.4;
  };
  const sideGlassEnd = upright
    ? tailGlass - 0.14
    : d.tail === 'fastback'
      ? lerp(roofRear, tailGlass, 0.4)
      : Math.min(tailGlass - 0.3, roofRear + 0.12);
  return {
    length: L,
    width: W,
    height: H,
    frontAxle,
    rearAxle,
    wheelRadius,
    rimRadius,
    tyreWidth: m(d.tyreWidth),
    open,
    cowl,
    roofFront,
    roofRear,
    tailGlass,
    sideGlassEnd,
    bPillar: lerp(cowl, sideGlassEnd, 0.5),
    floor,
    top,
    roof,
    halfWidth,
    glassHalfWidth,
  };
}
