import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets kept in our own documents (an affiliate's bank details, a staff member's TOTP secret),
 * sealed with AES-256-GCM: a reader of the store, a backup or an export sees ciphertext, and any
 * change to it, or a ciphertext moved to another record, fails to open.
 *
 * A sealed value is one string, `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url), so it fits any
 * document field. The key id says which key opens it: a new key is added to the ring as the
 * current one, old values still open with the key they name, and are sealed again with the
 * current one when next written (or by a migration), after which the old key can be removed.
 */
export interface Keyring {
  /** The id of the key new values are sealed with. */
  current: string;
  keys: ReadonlyMap<string, Buffer>;
}

const VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

/** Not a value this ring can open: tampered with, moved from another record, or sealed with a key it lacks. */
export class SealedValueError extends Error {}

/**
 * Reads a keyring from its configured text: `id:base64key` pairs separated by commas, the first
 * being the current key (`2026b:…,2026a:…`). Each key is 32 random bytes (`openssl rand -base64 32`).
 */
export function parseKeyring(text: string, name = 'keyring'): Keyring {
  const pairs = text
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean);
  if (pairs.length === 0) throw new Error(`${name} holds no key`);
  const keys = new Map<string, Buffer>();
  for (const pair of pairs) {
    const [keyId = '', encoded = ''] = pair.split(':');
    const key = Buffer.from(encoded, 'base64');
    if (!KEY_ID.test(keyId)) throw new Error(`${name}: a key id must be 1-32 letters, digits, - or _`);
    if (key.length !== KEY_BYTES) throw new Error(`${name}: key ${keyId} must be ${KEY_BYTES} bytes, base64-encoded`);
    if (keys.has(keyId)) throw new Error(`${name}: key ${keyId} is given twice`);
    keys.set(keyId, key);
  }
  return { current: pairs[0]?.split(':')[0] ?? '', keys };
}

/**
 * Seals `plaintext` with the ring's current key. `context` names the record and field it belongs
 * to (`affiliates/<uid>/paymentDetails`): authenticated but not stored, so the value opens only
 * where it was sealed for.
 */
export function seal(ring: Keyring, plaintext: string, context: string): string {
  const key = ring.keys.get(ring.current);
  if (!key) throw new Error(`The current key ${ring.current} is not in the ring`);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, ring.current, iv, cipher.getAuthTag(), data]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

function partsOf(sealed: string): { keyId: string; iv: Buffer; tag: Buffer; data: Buffer } {
  const [version, keyId = '', iv = '', tag = '', data = '', ...rest] = sealed.split('.');
  if (version !== VERSION || rest.length > 0) throw new SealedValueError('Not a sealed value');
  return { keyId, iv: Buffer.from(iv, 'base64url'), tag: Buffer.from(tag, 'base64url'), data: Buffer.from(data, 'base64url') };
}

/** The id of the key a sealed value was sealed with. */
export function sealedKeyId(sealed: string): string {
  return partsOf(sealed).keyId;
}

/** Whether a sealed value should be sealed again: it was sealed with a key other than the current one. */
export function needsReseal(ring: Keyring, sealed: string): boolean {
  return sealedKeyId(sealed) !== ring.current;
}

/** Opens a sealed value for the `context` it was sealed for; throws SealedValueError on anything else. */
export function unseal(ring: Keyring, sealed: string, context: string): string {
  const { keyId, iv, tag, data } = partsOf(sealed);
  const key = ring.keys.get(keyId);
  if (!key) throw new SealedValueError(`No key ${keyId} in the ring`);
  if (iv.length !== IV_BYTES || tag.length !== 16) throw new SealedValueError('Not a sealed value');
  try {
    const decipher = createDecipheriv(ALGORITHM, key, iv);
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    throw new SealedValueError('The sealed value does not open: altered, or sealed for another record');
  }
}
