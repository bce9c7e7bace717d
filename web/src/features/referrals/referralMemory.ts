import { DAY_MS, LIMITS, normalizeReferralCode, REFERRAL_CODE_PATTERN } from '@storysong/core';

/** First-party storage only: the code, and until when it counts. Nothing about the visitor. */
const KEY = 'storysong.referral';

interface Remembered {
  code: string;
  until: number;
}

/** The code of a well-formed referral, or null. */
export function referralCodeFrom(raw: string | null | undefined): string | null {
  const code = normalizeReferralCode(raw ?? '');
  return REFERRAL_CODE_PATTERN.test(code) ? code : null;
}

/** Keeps the code for the next days' visits; the newest link wins, as in the affiliate tools people know. */
export function rememberReferral(code: string, now = Date.now()): void {
  const value: Remembered = { code, until: now + LIMITS.referralRememberDays * DAY_MS };
  try {
    localStorage.setItem(KEY, JSON.stringify(value));
  } catch {
    // Storage may be full or switched off: the link still works for this visit through its address.
  }
}

/** The code remembered from a referral link, while it still counts. */
export function rememberedReferral(now = Date.now()): string | null {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<Remembered> | null;
    if (!stored || typeof stored.until !== 'number' || stored.until <= now) return null;
    return referralCodeFrom(stored.code);
  } catch {
    return null;
  }
}
