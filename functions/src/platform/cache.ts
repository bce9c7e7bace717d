import type { Context, MiddlewareHandler } from 'hono';

/** Public reads are the same for everyone: browsers keep them a minute, the CDN five, then revalidate in the background. */
export const PUBLIC_CACHE = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';

/**
 * A per-instance cache for public reads that are the same for everyone (blog and testimonial
 * pages). Entries live `ttlMs`; concurrent misses share one load; staff writes on this
 * instance clear it at once, other instances catch up within the TTL (as a CDN would).
 */
export class ReadCache {
  private readonly entries = new Map<string, { expires: number; value: Promise<unknown> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return hit.value as Promise<T>;
    const value = load();
    this.entries.set(key, { expires: this.now() + this.ttlMs, value });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}

/** Clears public reads after a successful staff write, so this instance never serves stale content. */
export function clearAfterWrites(cache: ReadCache): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.res.status < 400) cache.clear();
  };
}

/**
 * Answers with a public read as JSON, serialised once per cache entry rather than on every request:
 * stringifying a page of posts was the largest cost of serving it from the cache.
 */
export async function publicJson(c: Context, cache: ReadCache, key: string, load: () => Promise<unknown>): Promise<Response> {
  const body = await cache.get(`${key}:json`, async () => JSON.stringify(await load()));
  return c.body(body, 200, { 'Content-Type': 'application/json', 'Cache-Control': PUBLIC_CACHE });
}
