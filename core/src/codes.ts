import { LIMITS } from './limits.ts';

export const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const REFERRAL_CODE_PATTERN = /^[A-Z0-9]{8}$/;

/**
 * An 8-character code of A-Z and 0-9. `randomBytes` is injected so the server uses
 * crypto randomness and tests can check the distribution; rejection sampling keeps it unbiased.
 */
export function generateCode(randomBytes: (n: number) => Uint8Array): string {
  const limit = 256 - (256 % CODE_ALPHABET.length);
  let code = '';
  while (code.length < LIMITS.referralCodeLength) {
    for (const byte of randomBytes(16)) {
      if (byte < limit && code.length < LIMITS.referralCodeLength) code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
    }
  }
  return code;
}

/** Upper-cased and trimmed, as the referral box stores it. */
export function normalizeReferralCode(raw: string): string {
  return raw.trim().toUpperCase();
}
