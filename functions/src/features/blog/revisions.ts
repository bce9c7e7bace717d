import { LIMITS, type PostRevision, type PostRevisionSummary } from '@storysong/core';
import type { DocumentStore, TransactionOps } from '../../ports/documents/port.ts';
import type { PostRecord } from './records.ts';

/** `blog_post_revisions/{postId}-v{version}`: a post as one save left it. */
export const BLOG_POST_REVISIONS = 'blog_post_revisions';

interface RevisionRecord extends Record<string, unknown> {
  postId: string;
  version: number;
  status: PostRecord['status'];
  title: string;
  slug: string;
  metaTitle: string;
  metaDescription: string;
  content: string;
  tags: string[];
  featuredImage: string | null;
  savedAt: string;
}

const revisionId = (postId: string, version: number) => `${postId}-v${version}`;

/**
 * Keeps the post as this save leaves it, in the save's own transaction, and drops the version that
 * falls out of the last `postRevisionsKept`: versions count up by one, so that is a single delete.
 */
export function keepRevision(tx: TransactionOps, postId: string, version: number, record: PostRecord): void {
  const revision: RevisionRecord = {
    postId,
    version,
    status: record.status,
    title: record.title,
    slug: record.slug ?? postId,
    metaTitle: record.metaTitle ?? '',
    metaDescription: record.metaDescription ?? '',
    content: record.content,
    tags: record.tags,
    featuredImage: record.featuredImage,
    savedAt: record.updatedAt,
  };
  tx.set(BLOG_POST_REVISIONS, revisionId(postId, version), revision);
  if (version > LIMITS.postRevisionsKept) tx.delete(BLOG_POST_REVISIONS, revisionId(postId, version - LIMITS.postRevisionsKept));
}

/** A post's kept versions, newest first. */
export async function revisionsOf(documents: DocumentStore, postId: string): Promise<PostRevisionSummary[]> {
  const docs = await documents.query<RevisionRecord>(BLOG_POST_REVISIONS, {
    where: [{ field: 'postId', op: '==', value: postId }],
    orderBy: [{ field: 'version', direction: 'desc' }],
  });
  return docs.map(({ data }) => ({ version: data.version, status: data.status, title: data.title, savedAt: data.savedAt }));
}

export async function revisionOf(documents: DocumentStore, postId: string, version: number): Promise<PostRevision | null> {
  const doc = await documents.get<RevisionRecord>(BLOG_POST_REVISIONS, revisionId(postId, version));
  if (!doc) return null;
  const { postId: _post, ...revision } = doc.data;
  return revision;
}

/** A deleted post's history goes with it. */
export async function deleteRevisions(documents: DocumentStore, postId: string): Promise<void> {
  const docs = await documents.query(BLOG_POST_REVISIONS, { where: [{ field: 'postId', op: '==', value: postId }] });
  for (const doc of docs) await documents.delete(BLOG_POST_REVISIONS, doc.id);
}
