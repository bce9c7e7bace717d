import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { CONVERSATION_LIMITS, CONVERSATION_TOKEN } from '@storysong/core';
import type { StoredToken } from './records.ts';

const hashOf = (token: string) => createHash('sha256').update(token).digest();

/** A new private link's token (256 random bits) and what is kept of it: its hash and expiry. */
export function issueToken(now: number): { token: string; stored: StoredToken } {
  const token = randomBytes(CONVERSATION_LIMITS.tokenBytes).toString('base64url');
  const expiresAt = new Date(now + CONVERSATION_LIMITS.linkValidityMs).toISOString();
  return { token, stored: { hash: hashOf(token).toString('hex'), expiresAt } };
}

/** The tokens kept after adding one: the newest `linksKept`. */
export function withToken(tokens: readonly StoredToken[], added: StoredToken): StoredToken[] {
  return [...tokens, added].slice(-CONVERSATION_LIMITS.linksKept);
}

export type TokenCheck = 'valid' | 'expired' | 'invalid';

/**
 * Whether a token opens the conversation. Every stored hash is compared in constant time, so the
 * answer's timing says nothing about how close a guess came, nor which of the links matched.
 */
export function checkToken(tokens: readonly StoredToken[], token: string | undefined, now: number): TokenCheck {
  if (!token || !CONVERSATION_TOKEN.test(token)) return 'invalid';
  const presented = hashOf(token);
  let matched: StoredToken | null = null;
  for (const stored of tokens) {
    const hash = Buffer.from(stored.hash, 'hex');
    if (hash.length === presented.length && timingSafeEqual(hash, presented)) matched = stored;
  }
  if (!matched) return 'invalid';
  return Date.parse(matched.expiresAt) > now ? 'valid' : 'expired';
}
