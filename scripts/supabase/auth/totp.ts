// TOTP (RFC 6238 over RFC 4226's HOTP) with node:crypto: HMAC-SHA1, 6 digits, 30-second steps,
// as GoTrue configures pquerna/otp, and the same window (the step before and after count too).
import { createHmac, randomBytes } from 'node:crypto';

const TOTP_PERIOD = 30;
const TOTP_DIGITS = 6;
/** steps either side of now that are still accepted (GoTrue: Skew 1) */
const TOTP_SKEW = 1;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/=+$/, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const idx = BASE32.indexOf(ch);
    if (idx < 0) throw new Error('invalid base32');
    value = (value << 5) | idx;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation) in base32. */
export const newTotpSecret = (): string => base32Encode(randomBytes(20));

/** The code for one time step. */
function hotp(secret: string, counter: number): string {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', base32Decode(secret)).update(msg).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const bin = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** TOTP_DIGITS;
  return String(bin).padStart(TOTP_DIGITS, '0');
}

const timeStep = (nowMs: number = Date.now()): number => Math.floor(nowMs / 1000 / TOTP_PERIOD);

/** The time step `code` belongs to within the window around now, or null when it matches none. */
export function matchingStep(secret: string, code: string, nowMs: number = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const now = timeStep(nowMs);
  for (let step = now - TOTP_SKEW; step <= now + TOTP_SKEW; step++) {
    if (hotp(secret, step) === code) return step;
  }
  return null;
}

/** The otpauth:// URI authenticator apps read from the QR code (Key Uri Format). */
export function otpauthUri(issuer: string, account: string, secret: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = new URLSearchParams({
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    issuer,
    period: String(TOTP_PERIOD),
    secret,
  });
  return `otpauth://totp/${label}?${params}`;
}
