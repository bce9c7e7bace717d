import { isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Services } from '../services.ts';

/**
 * One client, as rate limits and lockouts count it. An IPv6 customer is given a whole /64 (2^64
 * addresses) by their provider, so a /64 is one client; an IPv4-mapped address is its IPv4 one.
 */
export function clientOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * The caller, for rate limits (see clientOf). Behind Hosting/Google front end, the trusted hop
 * appends the real client address to X-Forwarded-For, so we count from the right.
 */
export function clientAddress(c: Context, services: Services): string {
  const hops = services.config.trustedProxyHops;
  if (hops > 0) {
    const chain = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const candidate = chain[chain.length - hops];
    if (candidate) return clientOf(candidate);
  }
  try {
    return clientOf(getConnInfo(c).remote.address ?? 'unknown');
  } catch {
    return 'unknown';
  }
}
