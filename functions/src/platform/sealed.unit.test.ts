import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { needsReseal, parseKeyring, SealedValueError, seal, sealedKeyId, unseal } from './sealed.ts';

const key = () => randomBytes(32).toString('base64');
const [k1, k2] = [key(), key()];
const CONTEXT = 'affiliates/uid-1/paymentDetails';

describe('sealed values', () => {
  const ring = parseKeyring(`k1:${k1}`);

  it('opens what it sealed, and never seals the same text the same way twice', () => {
    const sealed = seal(ring, 'GB29 NWBK 6016 1331 9268 19', CONTEXT);
    expect(sealed).not.toContain('NWBK');
    expect(sealed).not.toBe(seal(ring, 'GB29 NWBK 6016 1331 9268 19', CONTEXT));
    expect(unseal(ring, sealed, CONTEXT)).toBe('GB29 NWBK 6016 1331 9268 19');
    expect(sealedKeyId(sealed)).toBe('k1');
  });

  it('refuses a value altered in any part, or moved to another record', () => {
    const sealed = seal(ring, '12345678', CONTEXT);
    const parts = sealed.split('.');
    for (const index of [2, 3, 4]) {
      const altered = [...parts];
      const bytes = Buffer.from(altered[index] ?? '', 'base64url');
      bytes[0] = (bytes[0] ?? 0) ^ 1;
      altered[index] = bytes.toString('base64url');
      expect(() => unseal(ring, altered.join('.'), CONTEXT)).toThrow(SealedValueError);
    }
    expect(() => unseal(ring, sealed, 'affiliates/uid-2/paymentDetails')).toThrow(SealedValueError);
    expect(() => unseal(ring, 'plain text', CONTEXT)).toThrow(SealedValueError);
    expect(() => unseal(ring, `${sealed}.extra`, CONTEXT)).toThrow(SealedValueError);
  });

  it('rotates: a new current key seals, old values still open with theirs and ask to be sealed again', () => {
    const old = seal(parseKeyring(`k1:${k1}`), 'old secret', CONTEXT);
    const rotated = parseKeyring(`k2:${k2}, k1:${k1}`);
    expect(rotated.current).toBe('k2');
    expect(unseal(rotated, old, CONTEXT)).toBe('old secret');
    expect(needsReseal(rotated, old)).toBe(true);
    const resealed = seal(rotated, unseal(rotated, old, CONTEXT), CONTEXT);
    expect(sealedKeyId(resealed)).toBe('k2');
    expect(needsReseal(rotated, resealed)).toBe(false);
    // Once every value is sealed again the old key can go; a value still sealed with it then says so.
    const retired = parseKeyring(`k2:${k2}`);
    expect(unseal(retired, resealed, CONTEXT)).toBe('old secret');
    expect(() => unseal(retired, old, CONTEXT)).toThrow(/No key k1/);
  });

  it('a key of the same id but other bytes opens nothing', () => {
    const sealed = seal(ring, 'secret', CONTEXT);
    expect(() => unseal(parseKeyring(`k1:${k2}`), sealed, CONTEXT)).toThrow(SealedValueError);
  });

  it('refuses a malformed keyring', () => {
    expect(() => parseKeyring('')).toThrow(/no key/);
    expect(() => parseKeyring(`k1:${randomBytes(16).toString('base64')}`)).toThrow(/32 bytes/);
    expect(() => parseKeyring(`bad id:${k1}`)).toThrow(/key id/);
    expect(() => parseKeyring(`k1:${k1},k1:${k2}`)).toThrow(/twice/);
  });
});
