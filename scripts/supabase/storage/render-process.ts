// The image renderer's own process (render-pool.ts forks it): sharp runs here, on this process's
// libuv threads and CPU, so a render never delays the server's file reads, and a render past its
// time limit is stopped by killing this process (sharp's own timeout does not stop libvips' AVIF
// encoder). One job at a time; the parent decides how many of these run.
import sharp from 'sharp';
import type { RenderJob, RenderReply } from './render-pool.ts';

/** AVIF only when it is cheap: small outputs, at a low encoder effort (docs/embedded-server.md). */
export const AVIF_MAX_PIXELS = 600_000;
const AVIF_EFFORT = 2;

sharp.concurrency(1);
sharp.cache(false);

/** The output's size in pixels, as sharp will resize (never enlarging). */
function outputPixels(w: number, h: number, job: RenderJob): number {
  const { width, height, resize } = job;
  if (width === null && height === null) return w * h;
  if (width !== null && height !== null && resize !== 'contain') return Math.min(width, w) * Math.min(height, h);
  const scale = Math.min(1, width === null ? Infinity : width / w, height === null ? Infinity : height / h);
  return Math.round(w * scale) * Math.round(h * scale);
}

async function render(job: RenderJob): Promise<RenderReply> {
  const input = Buffer.from(job.data.buffer, job.data.byteOffset, job.data.byteLength);
  const meta = await sharp(input, { limitInputPixels: job.maxInputPixels }).metadata();
  const swap = (meta.orientation ?? 1) >= 5;
  const w = (swap ? meta.height : meta.width) ?? 0;
  const h = (swap ? meta.width : meta.height) ?? 0;
  const format = job.formats.find((f) => f !== 'avif' || outputPixels(w, h, job) <= AVIF_MAX_PIXELS) ?? job.stored;
  let image = sharp(input, { limitInputPixels: job.maxInputPixels, animated: format === 'gif' }).rotate();
  if (job.width !== null || job.height !== null)
    image = image.resize({
      width: job.width ?? undefined,
      height: job.height ?? undefined,
      // Storage's contain fits the photo inside the box without padding it (sharp's 'inside').
      fit: job.resize === 'contain' ? 'inside' : job.resize,
      withoutEnlargement: true,
    });
  const options = format === 'avif' ? { quality: job.quality, effort: AVIF_EFFORT } : { quality: job.quality };
  const body = await image.toFormat(format, options).toBuffer();
  return { id: job.id, ok: true, format, body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength) };
}

process.on('message', (job: RenderJob) => {
  render(job).then(
    (reply) => process.send?.(reply),
    () => process.send?.({ id: job.id, ok: false } satisfies RenderReply),
  );
});
// The server went away: so does this process.
process.on('disconnect', () => process.exit(0));
process.send?.({ id: 0, ok: true, format: 'ready' } satisfies RenderReply);
