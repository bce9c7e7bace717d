import { createHmac, timingSafeEqual } from 'node:crypto';
import { LIMITS, type PostDetail, type PostPreviewLink, previewPath } from '@storysong/core';
import { isDocumentId } from '../../ports/documents/port.ts';
import type { Services } from '../../services.ts';
import { staffEmails } from '../admin/exports.ts';
import { relatedPosts } from './queries.ts';
import { BLOG_POSTS, type PostRecord, toDetail, toSummary } from './records.ts';

/**
 * A preview token is `{postId}.{expiry in seconds, base 36}.{HMAC}`: nothing is stored, the
 * signature (keyed apart from every other use of the signing key) proves staff made it, and the
 * expiry inside it ends it. It names the post, not a version, so it shows the latest save.
 */
const TOKEN = /^([A-Za-z0-9_-]{1,64})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{43})$/;

const signature = (services: Services, payload: string) =>
  createHmac('sha256', `post-preview:${services.config.signingKey}`).update(payload).digest('base64url');

export function previewLink(services: Services, postId: string): PostPreviewLink {
  const expiresAtMs = services.clock.now() + LIMITS.postPreviewMs;
  const payload = `${postId}.${Math.floor(expiresAtMs / 1000).toString(36)}`;
  return {
    path: previewPath(`${payload}.${signature(services, payload)}`),
    expiresAt: new Date(expiresAtMs).toISOString(),
  };
}

export type PreviewCheck = { postId: string } | { invalid: true } | { expired: true };

/** Whether a token is one staff made (else invalid) and still within its time (else expired). */
export function checkPreviewToken(services: Services, token: string): PreviewCheck {
  const parts = TOKEN.exec(token);
  if (!parts) return { invalid: true };
  const [, postId = '', expiry = '', given = ''] = parts;
  const expected = Buffer.from(signature(services, `${postId}.${expiry}`));
  if (!timingSafeEqual(Buffer.from(given), expected)) return { invalid: true };
  if (Number.parseInt(expiry, 36) * 1000 <= services.clock.now()) return { expired: true };
  return { postId };
}

/** The post as its page will show it once published, whatever its status now; null once deleted. */
export async function previewedPost(services: Services, postId: string): Promise<PostDetail | null> {
  const doc = isDocumentId(postId) ? await services.documents.get<PostRecord>(BLOG_POSTS, postId) : null;
  if (!doc) return null;
  const emails = await staffEmails(services, [doc.data.authorId]);
  return toDetail(
    services,
    toSummary(services, doc.id, doc.data, emails.get(doc.data.authorId) ?? ''),
    doc.data,
    await relatedPosts(services, doc.id, doc.data),
  );
}
