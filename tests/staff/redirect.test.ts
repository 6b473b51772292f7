import { describe, expect, it } from 'vitest';
import { sanitizeRedirect } from '~/lib/staff/auth/redirect';
import { paths } from '~/lib/paths';

describe('sanitizeRedirect', () => {
  it.each([
    ['/manage-inventory?tab=1', '/manage-inventory?tab=1'],
    ['/vehicle/abc#top', '/vehicle/abc#top'],
    ['/', '/'],
  ])('keeps the same-site path %s', (raw, expected) => {
    expect(sanitizeRedirect(raw)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    'evil.example/path',
    '/\t/evil.example',
    '/x\nLocation: y',
    ' /manage',
    '\\\\evil.example',
  ])('falls back to /manage-inventory for %j', (raw) => {
    expect(sanitizeRedirect(raw)).toBe('/manage-inventory');
  });

  it('builds an /auth link that round-trips the path and query', () => {
    const link = paths.auth('/manage-inventory?a=1&b=two');
    expect(link).toBe('/auth?redirect=%2Fmanage-inventory%3Fa%3D1%26b%3Dtwo');
    const back = new URL(link, 'http://x.test').searchParams.get('redirect');
    expect(sanitizeRedirect(back)).toBe('/manage-inventory?a=1&b=two');
  });
});
