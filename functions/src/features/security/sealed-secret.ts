import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A TOTP secret sealed at rest with AES-256-GCM. The key is derived (HKDF) from the server's
 * signing key, a secret in production (URL_SIGNING_KEY), for this one use: a read of the store
 * alone does not give a thief the codes. `keyId` names the derivation so a later key can be rolled in.
 */
export interface SealedSecret {
  [key: string]: unknown;
  keyId: string;
  iv: string;
  tag: string;
  data: string;
}

const KEY_ID = 'signing-hkdf-1';

function keyFor(signingKey: string, keyId: string): Buffer {
  if (keyId !== KEY_ID) throw new Error(`Unknown staff factor key ${keyId}`);
  return Buffer.from(hkdfSync('sha256', signingKey, 'storysong', 'staff totp secret v1', 32));
}

export function seal(signingKey: string, secret: string): SealedSecret {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(signingKey, KEY_ID), iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return { keyId: KEY_ID, iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64'), data: data.toString('base64') };
}

export function unseal(signingKey: string, sealed: SealedSecret): string {
  const decipher = createDecipheriv('aes-256-gcm', keyFor(signingKey, sealed.keyId), Buffer.from(sealed.iv, 'base64'));
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()]).toString('utf8');
}
