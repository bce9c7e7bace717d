import { afterEach, describe, expect, it, vi } from 'vitest';
import { Latencies } from './traffic.ts';

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
