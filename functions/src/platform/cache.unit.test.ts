import { describe, expect, it } from 'vitest';
import { ReadCache } from './cache.ts';

describe('ReadCache', () => {
  let now = 0;
  const clock = () => now;

  it('serves a value until it expires, sharing one load between concurrent callers', async () => {
    const cache = new ReadCache(5000, clock);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)])).toEqual([1, 1, 1]);
    now += 4999;
    expect(await cache.get('k', load)).toBe(1);
    now += 1;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('forgets everything on clear, and never keeps a failed load', async () => {
    const cache = new ReadCache(5000, clock);
    let loads = 0;
    await cache.get('k', async () => ++loads);
    cache.clear();
    expect(await cache.get('k', async () => ++loads)).toBe(2);
    await expect(cache.get('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('bad', async () => 'recovered')).toBe('recovered');
  });

  it('does not cache with a zero TTL', async () => {
    const cache = new ReadCache(0, clock);
    let loads = 0;
    await cache.get('k', async () => ++loads);
    expect(await cache.get('k', async () => ++loads)).toBe(2);
  });
});
