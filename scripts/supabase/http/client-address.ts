// Which client a request is from, for the per-address limits (the engine share, the password
// hashing turns, Auth's rate limits, and the X-Forwarded-For the database reads), as hosted
// Supabase decides it: from the hop its own proxy adds, never from an entry the client wrote.
// The embedded server is the edge unless [api] trusted_proxy_hops says how many proxies of the
// operator's stand in front of it (docs/deploying.md, "Client addresses behind a proxy").

/** An IPv4 address as Node gives it for a dual-stack socket (::ffff:1.2.3.4) → 1.2.3.4. */
const unmapped = (address: string): string => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/**
 * The client's address: the socket's when no proxy is trusted; otherwise the entry the outermost
 * trusted proxy appended to X-Forwarded-For (each proxy appends the address it was connected from,
 * so a client's own entries are always further left). With fewer entries than trusted hops, the
 * leftmost (the request came through fewer proxies than configured).
 */
export function clientAddress(socketAddress: string, forwarded: string | undefined, trustedHops: number): string {
  const socket = unmapped(socketAddress);
  if (trustedHops <= 0) return socket;
  const chain = (forwarded ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  chain.push(socket);
  return unmapped(chain[Math.max(0, chain.length - 1 - trustedHops)] ?? socket);
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  const plain = address.replace(/%.*$/, '').toLowerCase();
  if (!plain.includes(':') || !/^[0-9a-f:.]+$/.test(plain)) return null;
  const halves = plain.split('::');
  if (halves.length > 2) return null;
  const part = (s: string): string[] => (s === '' ? [] : s.split(':'));
  const words = (parts: string[]): number[] | null => {
    const out: number[] = [];
    for (const p of parts) {
      if (p.includes('.')) {
        // An IPv4 tail (::ffff:1.2.3.4, 64:ff9b::1.2.3.4): two groups.
        const octets = p.split('.').map(Number);
        if (octets.length !== 4 || octets.some((o) => !Number.isInteger(o) || o < 0 || o > 255)) return null;
        out.push(octets[0]! * 256 + octets[1]!, octets[2]! * 256 + octets[3]!);
      } else {
        if (!/^[0-9a-f]{1,4}$/.test(p)) return null;
        out.push(parseInt(p, 16));
      }
    }
    return out;
  };
  const head = words(part(halves[0] ?? ''));
  const tail = words(part(halves[1] ?? ''));
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const gap = 8 - head.length - tail.length;
  return gap >= 1 ? [...head, ...Array<number>(gap).fill(0), ...tail] : null;
}

/**
 * The key the per-address limits count under: an IPv4 address as it is, an IPv6 address by its
 * /64 (2001:db8:1:2::/64), the block one subscriber or one host is given, so the addresses within
 * it count as one client. Anything else (a name, a malformed entry) as it is.
 */
export function addressGroup(address: string): string {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
