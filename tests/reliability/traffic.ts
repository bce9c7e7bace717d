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
    acceptTerms: true,
    ageConfirmed: true,
    productId: n % 2 ? 'basic-song' : 'basic-full-song',
    ...(referralCode && { referralCode }),
  };
}

/** A random client address: the stack runs with one trusted proxy hop, as behind Hosting. */
export function clientHeaders(): Record<string, string> {
  const ip = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
  return { 'x-forwarded-for': ip, 'content-type': 'application/json' };
}

/** The q-quantile of sorted latencies. */
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

export class Latencies {
  private readonly samples = new Map<string, number[]>();
  private readonly failures = new Map<string, number>();
  private readonly failureKinds = new Map<string, number>();
  private readonly origin = performance.now();
  /** Every request's latency by the second it was sent in, counted from this recorder's creation. */
  private readonly bySecond: number[][] = [];

  /** `failure` says what went wrong (a status, a network error's code) when the request failed. */
  record(route: string, ms: number, failure?: string) {
    const list = this.samples.get(route) ?? [];
    list.push(ms);
    this.samples.set(route, list);
    const second = Math.max(0, Math.floor((performance.now() - ms - this.origin) / 1000));
    this.bySecond[second] ??= [];
    this.bySecond[second].push(ms);
    if (failure === undefined) return;
    this.failures.set(route, (this.failures.get(route) ?? 0) + 1);
    const kind = `${route}: ${failure}`;
    this.failureKinds.set(kind, (this.failureKinds.get(kind) ?? 0) + 1);
  }

  /** Each kind of failure with its count, most frequent first. */
  failureSummary(): string[] {
    return [...this.failureKinds].sort((a, b) => b[1] - a[1]).map(([kind, count]) => `${count}× ${kind}`);
  }

  /** Every request recorded, answered or failed. */
  get count(): number {
    return [...this.samples.values()].reduce((total, list) => total + list.length, 0);
  }

  get errors(): number {
    return [...this.failures.values()].reduce((a, b) => a + b, 0);
  }

  /** The q-quantile of every request's latency, all routes together, in ms. */
  overall(q: number): number {
    return quantile(
      [...this.samples.values()].flat().sort((a, b) => a - b),
      q,
    );
  }

  /** The q-quantile of the requests sent once `seconds` of the run had passed: the server started, not starting. */
  sentAfter(seconds: number, q: number): number {
    return quantile(this.sentBetween(seconds, this.bySecond.length), q);
  }

  /**
   * The q-quantile of the requests sent in each slice of `seconds`, in order: whether a tail is the
   * server starting (its first slice) or the whole run.
   */
  slices(seconds: number, q: number): number[] {
    const slices: number[] = [];
    for (let from = 0; from < this.bySecond.length; from += seconds) {
      const sorted = this.sentBetween(from, from + seconds);
      if (sorted.length > 0) slices.push(quantile(sorted, q));
    }
    return slices;
  }

  /** The latencies of the requests sent from second `from` up to `to`, sorted. */
  private sentBetween(from: number, to: number): number[] {
    return this.bySecond
      .slice(from, to)
      .flatMap((list) => list ?? [])
      .sort((a, b) => a - b);
  }

  table(): string {
    const rows = [
      `${'route'.padEnd(34)} ${'requests'.padStart(9)} ${'errors'.padStart(7)} ${'p50'.padStart(8)} ${'p99'.padStart(8)}`,
    ];
    for (const [route, list] of [...this.samples.entries()].sort()) {
      const sorted = [...list].sort((a, b) => a - b);
      const at = (q: number) => quantile(sorted, q);
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
    latencies.record(route, performance.now() - started, expect(response.status) ? undefined : `status ${response.status}`);
    return response;
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    latencies.record(route, performance.now() - started, cause?.code ?? cause?.message ?? String(error));
    return null;
  }
}

/**
 * Starts actions on a fixed schedule so that `rate` requests a second are offered on average,
 * never waiting for answers (an answer that is late does not delay the next visitor), then waits
 * for the last answers. Returns the p99 of how late each start was against its schedule.
 */
export async function offerAtRate(
  rate: number,
  seconds: number,
  actions: readonly { weight: number; requests: number }[],
  pick: () => () => Promise<unknown>,
): Promise<number> {
  const totalWeight = actions.reduce((sum, action) => sum + action.weight, 0);
  const requestsPerAction = actions.reduce((sum, action) => sum + action.weight * action.requests, 0) / totalWeight;
  const interval = 1000 / (rate / requestsPerAction);
  const started = performance.now();
  const end = started + seconds * 1000;
  const inFlight = new Set<Promise<unknown>>();
  const lags: number[] = [];
  for (let i = 0; started + i * interval < end; ) {
    const due = started + i * interval;
    const now = performance.now();
    if (due > now) {
      await new Promise((resolve) => setTimeout(resolve, due - now));
      continue;
    }
    lags.push(now - due);
    const running: Promise<unknown> = pick()().finally(() => inFlight.delete(running));
    inFlight.add(running);
    i++;
  }
  await Promise.all(inFlight);
  lags.sort((a, b) => a - b);
  return lags[Math.min(lags.length - 1, Math.floor(0.99 * lags.length))] ?? 0;
}
