// A photo-like 4000 × 3000 JPEG of about 2.5 MB, as a 12-megapixel camera makes: a lit scene with a
// car's shape, a busy background (600 soft spots, placed by a seeded generator, so every run makes
// the same file) and sensor grain. For the photo-size test and the Lighthouse bench's vehicle page
// with uploaded photos; `hue` varies the car's paint.
import sharp from 'sharp';

export async function photoLikeJpeg(hue = 220, width = 4000, height = 3000): Promise<Buffer> {
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
  const grain = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 14 } },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(scene))
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 88 })
    .toBuffer();
}
