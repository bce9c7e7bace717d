import { afterEach, describe, expect, it, vi } from 'vitest';
import { Latencies, offerAtRate } from './traffic.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the open loop', () => {
  it('starts actions on schedule whatever their answers, so slow answers do not lower the offered rate', async () => {
    const starts: number[] = [];
    const slowAction = async () => {
      starts.push(performance.now());
      await sleep(400);
    };
    const began = performance.now();
    await offerAtRate(100, 0.5, [{ weight: 1, requests: 1 }], () => slowAction);
    const took = performance.now() - began;

    // 100 a second for half a second: 50 starts, none waiting for the one before (one client waiting would start two).
    expect(starts).toHaveLength(50);
    // It returns once the last answers are in, not before.
    expect(took).toBeGreaterThanOrEqual(490 + 400 - 20);
  });

  it('counts a payment as its three requests, so the requests offered, not the actions, meet the rate', async () => {
    let started = 0;
    const action = async () => {
      started++;
    };
    // Half the actions make three requests: two requests an action on average, so 25 actions give 50 requests.
    await offerAtRate(
      100,
      0.5,
      [
        { weight: 1, requests: 1 },
        { weight: 1, requests: 3 },
      ],
      () => action,
    );
    expect(started).toBe(25);
  });
});

describe('Latencies', () => {
  afterEach(() => vi.useRealTimers());

  it('gives each slice of the run its own quantile, by when each request was sent', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const latencies = new Latencies();
    // Sent at 0.5 s, answered at 1.5 s: it belongs to the first slice.
    vi.advanceTimersByTime(1500);
    latencies.record('GET /a', 1000);
    vi.advanceTimersByTime(10_000);
    for (let i = 0; i < 99; i++) latencies.record('GET /a', 10);
    latencies.record('GET /b', 40);
    expect(latencies.slices(10, 0.99)).toEqual([1000, 40]);
    expect(latencies.slices(10, 0.5)).toEqual([1000, 10]);
    expect(latencies.overall(0.99)).toBe(40);
    expect(latencies.sentAfter(10, 0.99)).toBe(40);
    expect(latencies.sentAfter(0, 0.99)).toBe(40);
    expect(latencies.sentAfter(1, 1)).toBe(40);
  });
});
