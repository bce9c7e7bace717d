import type { Context, MiddlewareHandler } from 'hono';

/** Public reads are the same for everyone: browsers keep them a minute, the CDN five, then revalidate in the background. */
export const PUBLIC_CACHE = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';

/** What one instance keeps at most: keys carry visitor input (addresses, tags, page numbers). */
export const READ_CACHE_LIMITS = { entries: 1000, bytes: 32 * 1024 * 1024 };

interface Entry {
  expires: number;
  value: Promise<unknown>;
  /** Known once the value has loaded (UTF-16, as a string is held). */
  bytes: number;
}

export interface ReadOptions<T> {
  /**
   * Whether a loaded value is worth keeping; a miss (no post at an address a visitor typed) is not,
   * or a loop of made-up addresses would fill the cache with them.
   */
  keep?: (value: T) => boolean;
}

/** A loaded value's size as held in memory, near enough to bound the cache by. */
function approxBytes(value: unknown): number {
  if (typeof value === 'string') return value.length * 2;
  try {
    return (JSON.stringify(value)?.length ?? 0) * 2;
  } catch {
    return 0;
  }
}

/**
 * A per-instance cache for public reads that are the same for everyone (blog and testimonial
 * pages). Entries live `ttlMs`; concurrent misses share one load; staff writes on this
 * instance clear it at once, other instances catch up within the TTL (as a CDN would). It holds at
 * most `limits` (entries and bytes): expired entries go first, then the least recently read.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number,
    private readonly limits: { entries: number; bytes: number } = READ_CACHE_LIMITS,
  ) {}

  async get<T>(key: string, load: () => Promise<T>, options: ReadOptions<T> = {}): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) {
      // Most recently read last: eviction takes from the front.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value as Promise<T>;
    }
    if (hit) this.remove(key);
    const value = load();
    const entry: Entry = { expires: this.now() + this.ttlMs, value, bytes: 0 };
    this.entries.set(key, entry);
    this.evict();
    value.then(
      (loaded) => {
        if (this.entries.get(key) !== entry) return;
        if (options.keep && !options.keep(loaded)) return this.remove(key);
        entry.bytes = approxBytes(loaded);
        this.bytes += entry.bytes;
        this.evict();
      },
      () => {
        if (this.entries.get(key) === entry) this.remove(key);
      },
    );
    return value;
  }

  /** How much it holds now. */
  size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(key);
  }

  private evict(): void {
    const over = () => this.entries.size > this.limits.entries || this.bytes > this.limits.bytes;
    if (!over()) return;
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.remove(key);
    for (const key of this.entries.keys()) {
      if (!over()) return;
      this.remove(key);
    }
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
export async function publicJson<T>(
  c: Context,
  cache: ReadCache,
  key: string,
  load: () => Promise<T>,
  keep: (value: T) => boolean = () => true,
): Promise<Response> {
  const { body } = await cache.get(
    `${key}:json`,
    async () => {
      const value = await load();
      return { body: JSON.stringify(value), keep: keep(value) };
    },
    { keep: (loaded) => loaded.keep },
  );
  return c.body(body, 200, { 'Content-Type': 'application/json', 'Cache-Control': PUBLIC_CACHE });
}
