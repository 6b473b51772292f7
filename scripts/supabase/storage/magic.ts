// A file's first bytes must match the image type it declares, so an HTML page renamed .jpg (or
// sent as image/jpeg) is refused. Types without a signature here (e.g. text/plain) are not checked.
const startsWith = (buf: Buffer, bytes: number[], at = 0): boolean => bytes.every((b, i) => buf[at + i] === b);
const ascii = (buf: Buffer, text: string, at = 0): boolean =>
  buf.subarray(at, at + text.length).toString('latin1') === text;

/** ISO-BMFF brands (ftyp box) for AVIF/HEIF. */
function hasBrand(buf: Buffer, brands: string[]): boolean {
  if (!ascii(buf, 'ftyp', 4)) return false;
  const size = buf.readUInt32BE(0);
  const end = Math.min(size, buf.length, 64);
  for (let i = 8; i + 4 <= end; i += 4) {
    if (i === 12) continue; // minor version, not a brand
    if (brands.includes(buf.subarray(i, i + 4).toString('latin1'))) return true;
  }
  return false;
}

const SIGNATURES: Record<string, (buf: Buffer) => boolean> = {
  'image/jpeg': (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  'image/png': (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/gif': (b) => ascii(b, 'GIF87a') || ascii(b, 'GIF89a'),
  'image/webp': (b) => ascii(b, 'RIFF') && ascii(b, 'WEBP', 8),
  'image/avif': (b) => b.length >= 12 && hasBrand(b, ['avif', 'avis']),
  'image/heic': (b) => b.length >= 12 && hasBrand(b, ['heic', 'heix', 'mif1', 'msf1']),
  'image/bmp': (b) => ascii(b, 'BM'),
  'application/pdf': (b) => ascii(b, '%PDF-'),
};

/** true when the type has a known signature and the bytes carry it, or the type has none. */
export function matchesDeclaredType(mime: string, data: Buffer): boolean {
  const check = SIGNATURES[mime.toLowerCase()];
  return check ? check(data) : true;
}

export const hasSignature = (mime: string): boolean => mime.toLowerCase() in SIGNATURES;
