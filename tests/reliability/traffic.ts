/** Shared pieces of the reliability scripts: realistic request bodies and a latency recorder. */
import { randomBytes } from 'node:crypto';

export const STORY =
  'We met on a rainy Tuesday in Lagos, sharing an umbrella outside the old cinema. Twenty years later, I want a song that carries that day.';

export function orderBody(n: number, referralCode?: string) {
  return {
    fullName: `Load Customer ${n}`,
    email: `load-${n}-${randomBytes(3).toString('hex')}@example.com`,
    country: 'United Kingdom',
    language: 'en',
    emotion: 'Love',
    genre: 'Afrobeats',
    story: STORY,
    hasVoiceNote: false,
    relationship: 'Wife',
    productId: n % 2 ? 'basic-song' : 'basic-full-song',
    ...(referralCode && { referralCode }),
  };
}

/** A random client address: the stack runs with one trusted proxy hop, as behind Hosting. */
export function clientHeaders(): Record<string, string> {
  const ip = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
  return { 'x-forwarded-for': ip, 'content-type': 'application/json' };
}

export class Latencies {
  private readonly samples = new Map<string, number[]>();
  private readonly failures = new Map<string, number>();

  record(route: string, ms: number, ok: boolean) {
    const list = this.samples.get(route) ?? [];
    list.push(ms);
    this.samples.set(route, list);
    if (!ok) this.failures.set(route, (this.failures.get(route) ?? 0) + 1);
  }

  get errors(): number {
    return [...this.failures.values()].reduce((a, b) => a + b, 0);
  }

  /** The q-quantile of every request's latency, all routes together, in ms. */
  overall(q: number): number {
    const sorted = [...this.samples.values()].flat().sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  }

  table(): string {
    const rows = [
      `${'route'.padEnd(34)} ${'requests'.padStart(9)} ${'errors'.padStart(7)} ${'p50'.padStart(8)} ${'p99'.padStart(8)}`,
    ];
    for (const [route, list] of [...this.samples.entries()].sort()) {
      const sorted = [...list].sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
      rows.push(
        `${route.padEnd(34)} ${String(list.length).padStart(9)} ${String(this.failures.get(route) ?? 0).padStart(7)} ${`${at(0.5).toFixed(1)}ms`.padStart(8)} ${`${at(0.99).toFixed(1)}ms`.padStart(8)}`,
      );
    }
    return rows.join('\n');
  }
}

/** Times one request; `expect` says which statuses count as success. */
export async function timed(
  latencies: Latencies,
  route: string,
  run: () => Promise<Response>,
  expect: (status: number) => boolean = (s) => s < 400,
): Promise<Response | null> {
  const started = performance.now();
  try {
    const response = await run();
    latencies.record(route, performance.now() - started, expect(response.status));
    return response;
  } catch {
    latencies.record(route, performance.now() - started, false);
    return null;
  }
}
