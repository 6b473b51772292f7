// Turns a list of points into a smooth closed outline: each point becomes the control point of
// a quadratic curve through the midpoints. Repeating a point keeps a crisp corner there.
export type Pt = readonly [number, number];

const r1 = (n: number): string => (Math.round(n * 10) / 10).toString();
const mid = (a: Pt, b: Pt): Pt => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];

export function smoothClosed(points: readonly Pt[]): string {
  const n = points.length;
  const at = (i: number): Pt => points[((i % n) + n) % n] as Pt;
  const start = mid(at(-1), at(0));
  let d = `M${r1(start[0])} ${r1(start[1])}`;
  for (let i = 0; i < n; i += 1) {
    const m = mid(at(i), at(i + 1));
    d += `Q${r1(at(i)[0])} ${r1(at(i)[1])} ${r1(m[0])} ${r1(m[1])}`;
  }
  return `${d}Z`;
}

/** Maps car coordinates (metres from the front bumper, metres above the ground) to the canvas. */
export const toCanvas =
  (scale: number, x0: number, ground: number) =>
  (p: Pt): Pt => [x0 + p[0] * scale, ground - p[1] * scale];

export const fmt = r1;
