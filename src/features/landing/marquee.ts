// Scroll-velocity marquee: each row drifts at the base velocity in its own direction; scrolling
// speeds it up in proportion to scroll speed and scrolling up reverses it (the usual "velocity
// scroll" effect). Under prefers-reduced-motion the rows stand still.
const BASE_VELOCITY = 1; // docs/product.md §9: default velocity 1 (percent of one track per second x 5)

export function startMarquee(rows: NodeListOf<HTMLElement>): void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const offsets = Array.from(rows, () => 0);
  let lastY = window.scrollY;
  let lastT = performance.now();
  let factor = 1;
  let direction = 1;

  const frame = (t: number) => {
    const dt = Math.min(t - lastT, 100) / 1000;
    lastT = t;
    const dy = window.scrollY - lastY;
    lastY = window.scrollY;
    const scrollSpeed = dt > 0 ? dy / dt : 0; // px per second
    if (dy !== 0) direction = dy > 0 ? 1 : -1;
    // Ease towards the target so the speed change feels smooth rather than jumpy.
    const target = 1 + Math.min(Math.abs(scrollSpeed) / 300, 8);
    factor += (target - factor) * 0.1;
    rows.forEach((row, i) => {
      const track = row.firstElementChild as HTMLElement | null;
      const width = track?.offsetWidth ?? 0;
      if (!width) return;
      const sign = Number(row.dataset.marquee) || 1;
      offsets[i] = ((offsets[i] ?? 0) - sign * direction * BASE_VELOCITY * 5 * factor * dt * (width / 100)) % width;
      const x = (offsets[i] ?? 0) > 0 ? (offsets[i] ?? 0) - width : (offsets[i] ?? 0);
      row.style.transform = `translate3d(${x}px, 0, 0)`;
    });
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}
