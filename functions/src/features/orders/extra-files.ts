import {
  type DeliveredExtraFile,
  EXTRA_FILE_BUCKETS,
  EXTRA_FILE_IDS,
  type ExtraFileDeliveryInput,
  type ExtraFileId,
  MESSAGES,
} from '@storysong/core';
import { HttpError, notFound } from '../../platform/errors.ts';
import type { Services } from '../../services.ts';
import { assertUploaded, UPLOADS, type UploadRecord } from '../uploads/exports.ts';
import { ORDERS, type OrderRecord } from './records.ts';

/** What a download of an extra is saved as, after the suite's name. */
const FILE_SUFFIX = { video: 'lyric-video', instrumental: 'instrumental' } as const;

/** The order's delivered extras as listeners get them, each with a signed link that expires (the buckets are private). */
export async function extraFilesOf(services: Services, order: OrderRecord): Promise<DeliveredExtraFile[]> {
  const slug =
    order.productName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'song';
  const delivered = EXTRA_FILE_IDS.flatMap((extra) => {
    const record = order.extraFiles?.[extra];
    return record ? [{ extra, record }] : [];
  });
  return Promise.all(
    delivered.map(async ({ extra, record }) => ({
      extra,
      url: await services.files.signDownload(EXTRA_FILE_BUCKETS[extra], record.file),
      fileName: `${slug}-${FILE_SUFFIX[extra]}.${record.file.split('.').pop() ?? 'mp4'}`,
      deliveredAt: record.deliveredAt,
    })),
  );
}

/** Why the order cannot take this extra's file (a MESSAGES key), or null: it must have bought it, and have its song. */
function extraFileRefusal(order: OrderRecord, extra: ExtraFileId) {
  if (!order.extras?.some((bought) => bought.id === extra)) return 'extraFileNotBought' as const;
  return order.song ? null : ('extraFileBeforeSong' as const);
}

/**
 * Staff deliver an extra's file (the lyric video, the instrumental): only one the order bought, and
 * only once the song it goes with is delivered. The upload is claimed in the transaction that
 * attaches it, as the song's is; a new file for the same extra replaces the one before, which is
 * deleted once the new one is attached (no page links to it any more).
 */
export async function deliverExtraFile(services: Services, orderId: string, input: ExtraFileDeliveryInput) {
  const refuse = (order: OrderRecord | undefined) => {
    if (!order) throw notFound('Order not found');
    const refusal = extraFileRefusal(order, input.extra);
    if (refusal) throw new HttpError(409, 'conflict', MESSAGES[refusal]);
    return order;
  };
  // Refused before the upload is looked at: what the order allows is the answer staff need first.
  refuse((await services.documents.get<OrderRecord>(ORDERS, orderId))?.data);
  await assertUploaded(services, EXTRA_FILE_BUCKETS[input.extra], input.file);
  const deliveredAt = new Date(services.clock.now()).toISOString();
  const { updated, replaced } = await services.documents.transaction(async (tx) => {
    const order = refuse((await tx.get<OrderRecord>(ORDERS, orderId))?.data);
    const upload = await tx.get<UploadRecord>(UPLOADS, input.file);
    if (!upload || upload.data.claimedBy) {
      throw new HttpError(400, 'validation_failed', 'The uploaded file could not be found. Please upload it again.');
    }
    const extraFiles = { ...order.extraFiles, [input.extra]: { file: input.file, deliveredAt } };
    tx.update(UPLOADS, input.file, { claimedBy: orderId });
    tx.update(ORDERS, orderId, { extraFiles, updatedAt: deliveredAt });
    return { updated: { ...order, extraFiles, updatedAt: deliveredAt }, replaced: order.extraFiles?.[input.extra]?.file };
  });
  if (replaced) await services.files.delete(EXTRA_FILE_BUCKETS[input.extra], replaced);
  return updated;
}
