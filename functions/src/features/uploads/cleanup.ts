import type { BucketName } from '@storysong/core';
import type { Doc } from '../../ports/documents/port.ts';
import type { Services } from '../../services.ts';
import { UPLOADS, type UploadRecord } from './records.ts';

/** How long an upload may wait for the order (or delivery) that attaches it. */
export const UNCLAIMED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Buckets whose files exist only to be attached: a customer's photo and voice note to their order,
 * a finished song or an extra's file to its delivery. Blog images are left alone: posts saved
 * before a post claimed the images in its body use theirs unclaimed.
 */
const CLAIMED_BUCKETS: ReadonlySet<BucketName> = new Set(['profile-pictures', 'voice-notes', 'songs', 'videos']);
const BATCH = 100;

/**
 * Removes uploads no order claimed within a day (the record, then the file): anyone may ask for an
 * upload ticket, and a file that is never attached would otherwise be kept for ever. Each record is
 * re-read in a transaction, so an order claiming it at that moment keeps it. Run hourly by a schedule.
 */
export async function removeUnclaimedUploads(services: Services): Promise<number> {
  const cutoff = new Date(services.clock.now() - UNCLAIMED_UPLOAD_TTL_MS).toISOString();
  let removed = 0;
  let after: Doc<UploadRecord> | undefined;
  // Paged through to the end: a batch that removes nothing (blog images, kept) must not end the run.
  for (;;) {
    const stale = await services.documents.query<UploadRecord>(UPLOADS, {
      where: [
        { field: 'claimedBy', op: '==', value: null },
        { field: 'createdAt', op: '<', value: cutoff },
      ],
      orderBy: [{ field: 'createdAt', direction: 'asc' }],
      limit: BATCH,
      ...(after && { startAfter: after }),
    });
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
      removed += 1;
    }
    if (stale.length < BATCH) break;
    after = stale.at(-1);
  }
  if (removed > 0) services.log.info('unclaimed_uploads_removed', { removed });
  return removed;
}
