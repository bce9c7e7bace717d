import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './backoff.ts';

describe('mail retry backoff', () => {
  it('doubles from one minute and stays at six hours', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(9)).toBe(256 * 60_000);
    expect(retryDelayMs(10)).toBe(6 * 60 * 60_000);
    expect(retryDelayMs(50)).toBe(6 * 60 * 60_000);
  });
});
