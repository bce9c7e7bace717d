import { describe, expect, it } from 'vitest';
import { offerAtRate } from './traffic.ts';

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
