import { LIMITS, type Page, type PostDetail, type PostSummary } from '@storysong/core';
import { numberedPages } from '../../platform/numbered-pages.ts';
import { type Filter, isDocumentId } from '../../ports/documents/port.ts';
import type { Services } from '../../services.ts';
import { staffEmails } from '../admin/exports.ts';
import { BLOG_POSTS, type PostRecord, slugOf, toDetail, toSummary } from './records.ts';
import { postIdForSlug } from './slugs.ts';

const PUBLISHED: Filter = { field: 'status', op: '==', value: 'published' };
/** Firestore caps array-contains-any at 30 values; tags are at most 20, but keep the bound explicit. */
const MAX_TAG_MATCH = 30;

/** Every published post's slug, for the sitemap. */
export async function publishedPostSlugs(services: Services): Promise<string[]> {
  return (await services.documents.query<PostRecord>(BLOG_POSTS, { where: [PUBLISHED] })).map((d) => slugOf(d.id, d.data));
}

/**
 * One page of published posts, newest published first, with the total for pagination, through the
 * public-read cache (which staff writes clear): the API and the rendered /blog.
 */
export const cachedPublishedPage = (services: Services, page: number): Promise<Page<PostSummary>> =>
  numberedPages<PostRecord, PostSummary>(services.documents, services.publicReads, {
    cacheKey: 'blog',
    collection: BLOG_POSTS,
    where: [PUBLISHED],
    orderBy: [{ field: 'publishedAt', direction: 'desc' }],
    pageSize: LIMITS.blogPostsPerPage,
    items: async (docs) => {
      const emails = await staffEmails(
        services,
        docs.map((d) => d.data.authorId),
      );
      return docs.map((d) => toSummary(services, d.id, d.data, emails.get(d.data.authorId) ?? ''));
    },
  })(page);

/** Up to three other published posts sharing a tag, newest first. */
async function relatedPosts(services: Services, id: string, record: PostRecord): Promise<PostSummary[]> {
  if (record.tags.length === 0) return [];
  const docs = await services.documents.query<PostRecord>(BLOG_POSTS, {
    where: [PUBLISHED, { field: 'tags', op: 'array-contains-any', value: record.tags.slice(0, MAX_TAG_MATCH) }],
    orderBy: [{ field: 'publishedAt', direction: 'desc' }],
    limit: LIMITS.relatedPosts + 1,
  });
  const others = docs.filter((d) => d.id !== id).slice(0, LIMITS.relatedPosts);
  const emails = await staffEmails(
    services,
    others.map((d) => d.data.authorId),
  );
  return others.map((d) => toSummary(services, d.id, d.data, emails.get(d.data.authorId) ?? '', LIMITS.relatedExcerptChars));
}

/**
 * A published post with its related posts, by any address it has had: its slug, a slug it was
 * published under, or its id (the spec's links). Null for a missing post or a draft alike; the
 * caller compares the address with `slug` to redirect.
 */
export async function publishedPost(services: Services, address: string): Promise<PostDetail | null> {
  const id = (await postIdForSlug(services, address)) ?? address;
  const doc = isDocumentId(id) ? await services.documents.get<PostRecord>(BLOG_POSTS, id) : null;
  if (doc?.data.status !== 'published') return null;
  const emails = await staffEmails(services, [doc.data.authorId]);
  const summary = toSummary(services, doc.id, doc.data, emails.get(doc.data.authorId) ?? '');
  return toDetail(summary, doc.data, await relatedPosts(services, id, doc.data));
}
