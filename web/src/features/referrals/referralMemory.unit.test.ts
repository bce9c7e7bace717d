import { DAY_MS } from '@storysong/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { referralCodeFrom, rememberedReferral, rememberReferral } from './referralMemory.ts';

describe('the remembered referral code', () => {
  // The browser's storage, as the page has it; the unit suite runs in Node.
  beforeEach(() => {
    const items = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      clear: () => items.clear(),
    });
  });

  it('takes only a well-formed code, however it was typed', () => {
    expect(referralCodeFrom(' demo2024 ')).toBe('DEMO2024');
    expect(referralCodeFrom('DEMO')).toBeNull();
    expect(referralCodeFrom(null)).toBeNull();
  });

  it('keeps the code for 30 days, then forgets it', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    rememberReferral('DEMO2024', now);
    expect(rememberedReferral(now + 29 * DAY_MS)).toBe('DEMO2024');
    expect(rememberedReferral(now + 30 * DAY_MS)).toBeNull();
  });

  it('lets the newest link win, and ignores what it cannot read', () => {
    rememberReferral('AAAA1111');
    rememberReferral('BBBB2222');
    expect(rememberedReferral()).toBe('BBBB2222');
    localStorage.setItem('storysong.referral', '{not json');
    expect(rememberedReferral()).toBeNull();
  });
});
