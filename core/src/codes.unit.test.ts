import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, generateCode, normalizeReferralCode, REFERRAL_CODE_PATTERN } from './codes.ts';

describe('generateCode', () => {
  it('makes 8 characters of A-Z and 0-9', () => {
    expect(CODE_ALPHABET).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
    for (let i = 0; i < 1000; i++) {
      const code = generateCode(randomBytes);
      expect(code).toHaveLength(8);
      expect(code).toMatch(/^[A-Z0-9]{8}$/);
      expect(REFERRAL_CODE_PATTERN.test(code)).toBe(true);
    }
  });

  it('gives 10,000 unique codes from crypto randomness', () => {
    const codes = new Set(Array.from({ length: 10_000 }, () => generateCode(randomBytes)));
    expect(codes.size).toBe(10_000);
  });

  it('uses every character of the alphabet', () => {
    const seen = new Set(Array.from({ length: 2000 }, () => generateCode(randomBytes)).join(''));
    expect([...seen].sort().join('')).toBe([...CODE_ALPHABET].sort().join(''));
  });

  it('skips bytes that would bias the distribution', () => {
    // 252 is the first byte past the largest multiple of 36; it must be rejected, not wrapped.
    const bytes = [252, 253, 254, 255, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
    expect(generateCode(() => Uint8Array.from(bytes))).toBe('ABCDEFGH');
  });
});

describe('normalizeReferralCode', () => {
  it('trims and upper-cases', () => {
    expect(normalizeReferralCode('  demo2024 ')).toBe('DEMO2024');
  });
});
