import { createHash } from 'node:crypto';
import type { DocumentStore, WindowCount } from '../ports/documents/port.ts';
import type { Clock } from './clock.ts';
import { HttpError } from './errors.ts';

const COLLECTION = 'rate_limits';

export interface Limit {
  /** What is limited, e.g. `referral-check`. */
  name: string;
  max: number;
  windowMs: number;
}

export interface Verdict {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters kept in the documents store, so limits hold across every instance
 * of the function and across restarts. Keys are hashed: no IPs or emails are stored.
 */
export class RateLimiter {
  constructor(
    private readonly documents: DocumentStore,
    private readonly clock: Clock,
  ) {}

  private docId(limit: Limit, key: string): string {
    return createHash('sha256').update(`${limit.name}\n${key}`).digest('hex').slice(0, 40);
  }

  /** Counts one hit and says whether it is within the limit. */
  async hit(limit: Limit, key: string): Promise<Verdict> {
    const now = this.clock.now();
    const { windowStart, count } = await this.documents.countHit(COLLECTION, this.docId(limit, key), now, limit.windowMs);
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + limit.windowMs - now) / 1000));
    return { allowed: count <= limit.max, remaining: Math.max(0, limit.max - count), retryAfterSeconds };
  }

  /** Takes back one hit counted in the current window (an attempt counted first that turned out right). */
  async release(limit: Limit, key: string): Promise<void> {
    const id = this.docId(limit, key);
    const now = this.clock.now();
    await this.documents.transaction(async (tx) => {
      const doc = await tx.get<WindowCount>(COLLECTION, id);
      if (!doc || now - doc.data.windowStart >= limit.windowMs || doc.data.count <= 0) return;
      tx.update(COLLECTION, id, { count: doc.data.count - 1 });
    });
  }

  /** Reads without counting. */
  async peek(limit: Limit, key: string): Promise<Verdict> {
    const doc = await this.documents.get<WindowCount>(COLLECTION, this.docId(limit, key));
    const now = this.clock.now();
    if (!doc || now - doc.data.windowStart >= limit.windowMs) {
      return { allowed: true, remaining: limit.max, retryAfterSeconds: 0 };
    }
    const retryAfterSeconds = Math.max(1, Math.ceil((doc.data.windowStart + limit.windowMs - now) / 1000));
    return { allowed: doc.data.count < limit.max, remaining: Math.max(0, limit.max - doc.data.count), retryAfterSeconds };
  }

  /** Counts a hit and throws 429 with Retry-After when over the limit. */
  async enforce(limit: Limit, key: string): Promise<void> {
    const verdict = await this.hit(limit, key);
    if (!verdict.allowed) {
      throw new HttpError(429, 'rate_limited', 'Too many requests. Please try again later.', undefined, {
        'Retry-After': String(verdict.retryAfterSeconds),
      });
    }
  }
}
