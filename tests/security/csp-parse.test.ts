// Finding 9 of the second attack round: a stored `</script><script>alert(1)</script>` in a vehicle
// field added sha256('alert(1)') to that page's policy, because scripts were found with a text
// regex that also matched inside attribute values. The policy is now Astro's own (it hashes only
// the scripts it emits), and the static server and _headers read it from the parsed <meta>
// element in <head>, never from text that merely looks like one. The page below has the shape of
// a built vehicle page (head order as Astro writes it) with the attack in every place a vehicle
// field reaches, plus an unescaped decoy policy inside a script, where a text search would find it.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { metaPolicyOf, netlifyHeadersFile, pagePolicyHeader } from '~/integrations/security-headers';

const ATTACK = '</script><script>alert(1)</script>';
const ALERT_HASH = `'sha256-${createHash('sha256').update('alert(1)', 'utf8').digest('base64')}'`;
const ASTRO_POLICY =
  "default-src 'self';img-src 'self' data: blob: http://127.0.0.1:54321;script-src 'self' " +
  "'sha256-TU/rUW/PA2iKjhr3zJoyHM/lsKnMXBaUgVaune3rnaU='; style-src 'self' 'unsafe-inline'";
const escapeAttr = (s: string): string => s.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
const escapeText = (s: string): string => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
  `<title>2023 BMW X5 ${escapeText(ATTACK)} | Mewah Motors</title>` +
  `<meta name="description" content="${escapeAttr(`2023 BMW X5 ${ATTACK}`)}">` +
  `<meta property="og:title" content="${escapeAttr(ATTACK)}">` +
  // A decoy a text search would take for the page's policy: inside a script's raw text.
  `<script>/* <meta http-equiv="content-security-policy" content="script-src ${ALERT_HASH}"> */</script>` +
  `<meta http-equiv="content-security-policy" content="${ASTRO_POLICY.replaceAll("'", '&#39;')}">` +
  `</head><body><h1>${escapeText(ATTACK)}</h1><vehicle-gallery data-name="${escapeAttr(ATTACK)}"></vehicle-gallery>` +
  '<script type="module" src="/_astro/page.js"></script></body></html>';

describe('the page policy', () => {
  it('is the parsed <meta> element’s, never a look-alike in a script or an attribute', () => {
    expect(metaPolicyOf(PAGE)).toBe(
      "default-src 'self'; img-src 'self' data: blob: http://127.0.0.1:54321; script-src 'self' " +
        "'sha256-TU/rUW/PA2iKjhr3zJoyHM/lsKnMXBaUgVaune3rnaU='; style-src 'self' 'unsafe-inline'",
    );
  });

  it('gains no hash from a stored </script><script>alert(1)</script>, in the header or in _headers', () => {
    const header = pagePolicyHeader(PAGE);
    expect(header).not.toContain(ALERT_HASH);
    expect(header).toBe(
      "default-src 'self'; img-src 'self' data: blob: http://127.0.0.1:54321; script-src 'self' " +
        "'sha256-TU/rUW/PA2iKjhr3zJoyHM/lsKnMXBaUgVaune3rnaU='; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
    );
    expect(netlifyHeadersFile()).not.toContain('sha256');
  });

  it('ignores a policy outside <head>, where browsers ignore it too', () => {
    const body = `<!doctype html><html><head><title>t</title></head><body><meta http-equiv="content-security-policy" content="script-src ${ALERT_HASH}"></body></html>`;
    expect(metaPolicyOf(body)).toBeNull();
    expect(pagePolicyHeader(body)).toBe("default-src 'self'; frame-ancestors 'none'");
  });
});
