import { excerpt, foldForSearch, LIMITS, type Page, type PostDetail, type PostSummary } from '@storysong/core';
import { numberedPages } from '../../platform/numbered-pages.ts';
import { type Doc, type Filter, isDocumentId } from '../../ports/documents/port.ts';
import type { Services } from '../../services.ts';
import { staffEmails } from '../admin/exports.ts';
import { BLOG_POSTS, type PostRecord, slugOf, toDetail, toSummary } from './records.ts';
import { postIdForSlug } from './slugs.ts';

const PUBLISHED: Filter = { field: 'status', op: '==', value: 'published' };
/** Firestore caps array-contains-any at 30 values; tags are at most 20, but keep the bound explicit. */
const MAX_TAG_MATCH = 30;

/** Every published post's slug and when it last changed, for the sitemap. */
export async function publishedPostPages(services: Services): Promise<{ slug: string; updatedAt: string }[]> {
  const docs = await services.documents.query<PostRecord>(BLOG_POSTS, { where: [PUBLISHED] });
  return docs.map((d) => ({ slug: slugOf(d.id, d.data), updatedAt: d.data.updatedAt }));
}

/** Cards for documents, with their authors masked. */
async function summaries(services: Services, docs: Doc<PostRecord>[]): Promise<PostSummary[]> {
  const emails = await staffEmails(
    services,
    docs.map((d) => d.data.authorId),
  );
  return docs.map((d) => toSummary(services, d.id, d.data, emails.get(d.data.authorId) ?? ''));
}

/** For public reads keyed by an address or tag a visitor typed: only what exists is kept. */
export const FOUND_ONLY = { keep: (found: unknown) => Boolean(found) };

const withTag = (tag: string): Filter => ({ field: 'tags', op: 'array-contains', value: tag });

/**
 * One page of published posts (all, or those with a tag), newest published first, with the total
 * for pagination, through the public-read cache (which staff writes clear): the API, the rendered
 * /blog and the tag pages.
 */
export const cachedPublishedPage = (services: Services, page: number, tag?: string): Promise<Page<PostSummary>> =>
  numberedPages<PostRecord, PostSummary>(services.documents, services.publicReads, {
    cacheKey: tag === undefined ? 'blog' : `blog:tag:${tag}`,
    collection: BLOG_POSTS,
    where: tag === undefined ? [PUBLISHED] : [PUBLISHED, withTag(tag)],
    orderBy: [{ field: 'publishedAt', direction: 'desc' }],
    pageSize: LIMITS.blogPostsPerPage,
    items: (docs) => summaries(services, docs),
  })(page);

/** Whether any published post carries the tag: a tag page without posts does not exist. */
export const tagInUse = async (services: Services, tag: string): Promise<boolean> =>
  (await services.documents.count(BLOG_POSTS, { where: [PUBLISHED, withTag(tag)] })) > 0;

interface Searchable {
  doc: Doc<PostRecord>;
  /** Title, excerpt and tags, folded as the words searched for are. */
  text: string;
}

/**
 * A page of the published posts whose title, excerpt or tags hold every word searched for, accents
 * and case aside. Firestore has no text search, so the published posts are read once (one query,
 * kept in the public-read cache under one key until staff next write, so no search fills it) and
 * matched here; a blog of a few hundred posts is a small read.
 */
export async function searchedPage(services: Services, q: string, page: number): Promise<Page<PostSummary>> {
  const words = foldForSearch(q).split(/\s+/).filter(Boolean);
  const searchable = await services.publicReads.get('blog:searchable', async (): Promise<Searchable[]> => {
    const docs = await services.documents.query<PostRecord>(BLOG_POSTS, {
      where: [PUBLISHED],
      orderBy: [{ field: 'publishedAt', direction: 'desc' }],
    });
    return docs.map((doc) => ({
      doc,
      text: foldForSearch([doc.data.title, excerpt(doc.data.content), ...doc.data.tags].join(' ')),
    }));
  });
  const matches = searchable.filter(({ text }) => words.every((word) => text.includes(word))).map(({ doc }) => doc);
  const pageSize = LIMITS.blogPostsPerPage;
  const items = await summaries(services, matches.slice((page - 1) * pageSize, page * pageSize));
  return { items, total: matches.length, page, pageSize };
}

/** The newest published posts, for the RSS feed. */
export async function latestPosts(services: Services, count: number): Promise<PostSummary[]> {
  const docs = await services.documents.query<PostRecord>(BLOG_POSTS, {
    where: [PUBLISHED],
    orderBy: [{ field: 'publishedAt', direction: 'desc' }],
    limit: count,
  });
  return summaries(services, docs);
}

/** Up to three other published posts sharing a tag, newest first. */
export async function relatedPosts(services: Services, id: string, record: PostRecord): Promise<PostSummary[]> {
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
  return toDetail(services, summary, doc.data, await relatedPosts(services, id, doc.data));
}
