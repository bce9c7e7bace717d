/** Injected time, so lockouts and expiries can be tested without waiting. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export function isoNow(clock: Clock): string {
  return new Date(clock.now()).toISOString();
}

/** A clock running ahead of another by an amount that only grows: the local server's test hook moves it forward. */
export function adjustableClock(base: Clock): Clock & { advance(ms: number): void } {
  let aheadMs = 0;
  return {
    now: () => base.now() + aheadMs,
    advance(ms) {
      aheadMs += ms;
    },
  };
}
