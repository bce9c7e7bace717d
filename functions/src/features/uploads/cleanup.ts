import type { BucketName } from '@storysong/core';
import type { Services } from '../../services.ts';
import { UPLOADS, type UploadRecord } from './records.ts';

/** How long an upload may wait for the order (or delivery) that attaches it. */
export const UNCLAIMED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Buckets whose files exist only to be attached: a customer's photo and voice note to their order,
 * a finished song to its delivery. Blog images are left alone: images in a post's body are used
 * without being claimed.
 */
const CLAIMED_BUCKETS: ReadonlySet<BucketName> = new Set(['profile-pictures', 'voice-notes', 'songs']);
const BATCH = 100;

/**
 * Removes uploads no order claimed within a day (the record, then the file): anyone may ask for an
 * upload ticket, and a file that is never attached would otherwise be kept for ever. Each record is
 * re-read in a transaction, so an order claiming it at that moment keeps it. Run hourly by a schedule.
 */
export async function removeUnclaimedUploads(services: Services): Promise<number> {
  const cutoff = new Date(services.clock.now() - UNCLAIMED_UPLOAD_TTL_MS).toISOString();
  let removed = 0;
  for (;;) {
    const stale = await services.documents.query<UploadRecord>(UPLOADS, {
      where: [
        { field: 'claimedBy', op: '==', value: null },
        { field: 'createdAt', op: '<', value: cutoff },
      ],
      orderBy: [{ field: 'createdAt', direction: 'asc' }],
      limit: BATCH,
    });
    let removedNow = 0;
    for (const doc of stale) {
      if (!CLAIMED_BUCKETS.has(doc.data.bucket)) continue;
      const gone = await services.documents.transaction(async (tx) => {
        const current = await tx.get<UploadRecord>(UPLOADS, doc.id);
        if (!current || current.data.claimedBy !== null) return false;
        tx.delete(UPLOADS, doc.id);
        return true;
      });
      if (!gone) continue;
      await services.files.delete(doc.data.bucket, doc.id);
      removedNow += 1;
    }
    removed += removedNow;
    // A full batch of blog images only would repeat for ever: stop when a batch removed nothing.
    if (stale.length < BATCH || removedNow === 0) break;
  }
  if (removed > 0) services.log.info('unclaimed_uploads_removed', { removed });
  return removed;
}
