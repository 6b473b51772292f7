// Scroll-velocity marquee: each row drifts at the base velocity in its own direction; scrolling
// speeds it up in proportion to scroll speed and scrolling up reverses it (the usual "velocity
// scroll" effect). Under prefers-reduced-motion the rows stand still.
//
// It runs only while a row is on screen, and learns each track's width from a ResizeObserver: read
// on every frame, the width forced a layout of the section (drawn lazily, content-visibility) on
// every frame of the landing page, a long task on a phone (docs/benchmarks.md).
const BASE_VELOCITY = 1; // docs/product.md §9: default velocity 1 (percent of one track per second x 5)

export function startMarquee(rows: NodeListOf<HTMLElement>): void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const list = Array.from(rows);
  const tracks = list.map((row) => row.firstElementChild);
  const widths = list.map(() => 0);
  const offsets = list.map(() => 0);
  const onScreen = new Set<Element>();
  // Set when the rows come on screen: reading the scroll position now, while the page is still
  // being laid out, would force that layout before the first paint.
  let lastY = 0;
  let lastT = 0;
  let factor = 1;
  let direction = 1;
  let running = false;

  const sizes = new ResizeObserver((entries) => {
    for (const entry of entries) {
      const i = tracks.indexOf(entry.target);
      if (i >= 0) widths[i] = entry.borderBoxSize[0]?.inlineSize ?? 0;
    }
  });
  for (const track of tracks) if (track) sizes.observe(track);

  const frame = (t: number) => {
    if (onScreen.size === 0) {
      running = false;
      return;
    }
    const dt = Math.min(t - lastT, 100) / 1000;
    lastT = t;
    const dy = window.scrollY - lastY;
    lastY = window.scrollY;
    const scrollSpeed = dt > 0 ? dy / dt : 0; // px per second
    if (dy !== 0) direction = dy > 0 ? 1 : -1;
    // Ease towards the target so the speed change feels smooth rather than jumpy.
    const target = 1 + Math.min(Math.abs(scrollSpeed) / 300, 8);
    factor += (target - factor) * 0.1;
    list.forEach((row, i) => {
      const width = widths[i] ?? 0;
      if (!width) return;
      const sign = Number(row.dataset.marquee) || 1;
      offsets[i] = ((offsets[i] ?? 0) - sign * direction * BASE_VELOCITY * 5 * factor * dt * (width / 100)) % width;
      const x = (offsets[i] ?? 0) > 0 ? (offsets[i] ?? 0) - width : (offsets[i] ?? 0);
      row.style.transform = `translate3d(${x}px, 0, 0)`;
    });
    requestAnimationFrame(frame);
  };

  const visibility = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) onScreen.add(entry.target);
      else onScreen.delete(entry.target);
    }
    if (onScreen.size > 0 && !running) {
      running = true;
      // Time and scrolling while off screen are not one frame's movement.
      lastT = performance.now();
      lastY = window.scrollY;
      requestAnimationFrame(frame);
    }
  });
  for (const row of list) visibility.observe(row);
}
