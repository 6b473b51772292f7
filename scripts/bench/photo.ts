// A photo-like 4000 × 3000 JPEG of about 2.5 MB, as a 12-megapixel camera makes: a lit scene with a
// car's shape, a busy background (600 soft spots, placed by a seeded generator, so every run makes
// the same file) and sensor grain. For the photo-size test and the Lighthouse bench's vehicle page
// with uploaded photos; `hue` varies the car's paint.
import sharp from 'sharp';

export async function photoLikeJpeg(hue = 220, width = 4000, height = 3000): Promise<Buffer> {
  // The scene is smooth (gradients and soft spots): it is drawn at a quarter of the size and scaled
  // up, and the grain is added to the raw pixels in one pass. Drawn whole and blended with a grain
  // image by libvips, 4000 × 3000 took 171-181 s on this 2-core machine on 2026-11-27 (3000 × 2250:
  // 4.4 s), past the tests' 60 s.
  // Raw pixels first: resizing an SVG input makes sharp draw it again at the size asked for.
  const small = { width: Math.round(width / 4), height: Math.round(height / 4), channels: 3 as const };
  const scene = await sharp(Buffer.from(sceneSvg(hue, small.width, small.height)))
    .removeAlpha()
    .raw()
    .toBuffer();
  const pixels = await sharp(scene, { raw: small }).resize(width, height).raw().toBuffer();
  let seed = 11;
  const rnd = (): number => (seed = (seed * 16807) % 2147483647) / 2147483647;
  // Sensor grain: the sum of three uniform draws (close to a normal curve), sigma about 8.
  for (let i = 0; i < pixels.length; i++)
    pixels[i] = Math.max(0, Math.min(255, Math.round((pixels[i] as number) + (rnd() + rnd() + rnd() - 1.5) * 16)));
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** The lit scene with the car, `width` × `height`, as SVG; the same seed always draws the same spots. */
function sceneSvg(hue: number, width: number, height: number): string {
  let seed = 7;
  const rnd = (): number => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const spots = Array.from(
    { length: 600 },
    () =>
      `<circle cx="${rnd() * width}" cy="${rnd() * height * 0.7}" r="${5 + rnd() * 60}" opacity="0.5" fill="rgb(${[rnd(), rnd(), rnd()].map((c) => Math.floor(c * 255)).join(',')})"/>`,
  ).join('');
  const x = (f: number): number => Math.round(f * width);
  const y = (f: number): number => Math.round(f * height);
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d9dde4"/><stop offset="1" stop-color="#5b626e"/></linearGradient>
      <radialGradient id="body" cx="0.45" cy="0.35" r="0.7"><stop offset="0" stop-color="hsl(${hue} 45% 72%)"/><stop offset="1" stop-color="hsl(${hue} 40% 18%)"/></radialGradient>
    </defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>${spots}
    <rect y="${y(0.7)}" width="100%" height="${y(0.3)}" fill="#3a3d42"/>
    <path d="M${x(0.15)} ${y(0.67)} Q${x(0.22)} ${y(0.45)} ${x(0.42)} ${y(0.42)} L${x(0.65)} ${y(0.41)} Q${x(0.8)} ${y(0.43)} ${x(0.86)} ${y(0.58)} L${x(0.87)} ${y(0.68)} Z" fill="url(#body)"/>
    <circle cx="${x(0.3)}" cy="${y(0.69)}" r="${y(0.11)}" fill="#15171a"/><circle cx="${x(0.3)}" cy="${y(0.69)}" r="${y(0.057)}" fill="#8c9197"/>
    <circle cx="${x(0.74)}" cy="${y(0.69)}" r="${y(0.11)}" fill="#15171a"/><circle cx="${x(0.74)}" cy="${y(0.69)}" r="${y(0.057)}" fill="#8c9197"/>
  </svg>`;
  return scene;
}
