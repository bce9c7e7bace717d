import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Services } from '../services.ts';

/**
 * The caller's address for rate limits. Behind Hosting/Google front end, the trusted hop
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
    if (candidate) return candidate;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
