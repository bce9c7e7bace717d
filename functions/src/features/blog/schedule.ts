import { isoNow } from '../../platform/clock.ts';
import type { Services } from '../../services.ts';
import { BLOG_POSTS, type PostRecord, versionOf } from './records.ts';
import { keepRevision } from './revisions.ts';

/**
 * Publishes every scheduled post whose time has come, dated its scheduled time. Run by the
 * `blogSchedule` scheduled function in production and a timer in the local server. Each post is
 * re-read in its own transaction, so one unscheduled or edited since the query is left as it is.
 * Returns how many went out.
 */
export async function publishDuePosts(services: Services): Promise<number> {
  const now = isoNow(services.clock);
  const due = await services.documents.query<PostRecord>(BLOG_POSTS, {
    where: [
      { field: 'status', op: '==', value: 'scheduled' },
      { field: 'publishAt', op: '<=', value: now },
    ],
  });
  let published = 0;
  for (const { id } of due) {
    const went = await services.documents.transaction(async (tx) => {
      const post = await tx.get<PostRecord>(BLOG_POSTS, id);
      const publishAt = post?.data.publishAt;
      if (post?.data.status !== 'scheduled' || !publishAt || publishAt > now) return false;
      const version = versionOf(post.data) + 1;
      const patch = { status: 'published', publishedAt: publishAt, publishAt: null, updatedAt: now, version } as const;
      tx.update(BLOG_POSTS, id, patch);
      keepRevision(tx, id, version, { ...post.data, ...patch });
      return true;
    });
    if (went) published++;
  }
  // This instance's public reads show the posts at once; others catch up within the cache's TTL.
  if (published > 0) services.publicReads.clear();
  return published;
}
