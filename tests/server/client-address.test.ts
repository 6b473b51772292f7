// The client address the per-address limits count (scripts/supabase/http/client-address.ts): the
// socket's unless proxies are trusted, then the hop the outermost trusted proxy added; IPv6 by /64.
import { describe, expect, it } from 'vitest';
import { addressGroup, clientAddress } from '../../scripts/supabase/http/client-address.ts';

describe('clientAddress', () => {
  it('is the socket’s address when no proxy is trusted, whatever the header says', () => {
    expect(clientAddress('::ffff:198.51.100.7', '6.6.6.6', 0)).toBe('198.51.100.7');
    expect(clientAddress('2001:db8::1', undefined, 0)).toBe('2001:db8::1');
  });

  it('is the entry the trusted proxy appended, not the one the client wrote first', () => {
    // Hosted's shape: the client's own header first, the proxy's hop appended, the proxy connects.
    expect(clientAddress('10.0.0.2', '6.6.6.6, 203.0.113.9', 1)).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.2', '6.6.6.6, 7.7.7.7, 203.0.113.9, 10.0.0.1', 2)).toBe('203.0.113.9');
    // Fewer entries than trusted hops: the leftmost there is.
    expect(clientAddress('10.0.0.2', '', 1)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', '203.0.113.9', 3)).toBe('203.0.113.9');
  });
});

describe('addressGroup', () => {
  it('keeps IPv4 as it is and groups IPv6 by its /64', () => {
    expect(addressGroup('203.0.113.9')).toBe('203.0.113.9');
    expect(addressGroup('2001:db8:1:2::a')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressGroup('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(addressGroup('not an address')).toBe('not an address');
    expect(addressGroup('1:2:3')).toBe('1:2:3');
  });
});
