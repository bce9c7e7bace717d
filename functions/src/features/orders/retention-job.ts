import { addDays, addMonths, dateTimeFormat, findProduct, RETENTION } from '@storysong/core';
import { isoNow } from '../../platform/clock.ts';
import type { Services } from '../../services.ts';
import { composeMail, dispatchQueued, localised, type QueuedMail, queueMail } from '../mail/exports.ts';
import { eraseOrder } from './erasure.ts';
import { mailedOrderPath } from './order-links.ts';
import { ORDERS, type OrderRecord } from './records.ts';

/** Orders the job takes per run and step, the longest due first; the rest wait for the next run. */
const RETENTION_BATCH = 50;

/** Where the unpaid-orders step has got to: every order placed up to `through` has been looked at. */
const RETENTION_PROGRESS = 'retention_progress';
const UNPAID_PROGRESS = 'unpaid-orders';

/** When the retention job first acts on a song delivered at `deliveredAt`: the notice, 11 months on. */
export const retentionDueAfterDelivery = (deliveredAt: string) => ({
  retentionDueAt: addMonths(deliveredAt, RETENTION.noticeAfterDeliveryMonths),
  retentionNoticeAt: null,
});

/** "Keep it another year": asked again as if the song had been delivered today. */
export const keptAnotherYear = (now: string) => retentionDueAfterDelivery(now);

/** The notice's email: keep, download or delete, in the customer's language, naming the day they go; `path` is its own link to the order. */
function retentionNotice(services: Services, order: OrderRecord, path: string, deleteAfter: string) {
  const locale = localised(order.siteLanguage);
  const date = dateTimeFormat(locale.dateLocale, { dateStyle: 'long', timeZone: order.timeZone ?? 'UTC' }).format(
    Date.parse(deleteAfter),
  );
  return composeMail(services.config, {
    kind: 'retentionNotice',
    to: order.customerEmail,
    language: order.siteLanguage,
    name: order.customerName,
    path,
    product: findProduct(order.productId) ?? { id: order.productId, name: order.productName },
    values: { date },
  });
}

/**
 * The delivered orders whose retention step is due: the first time, the customer is emailed and given
 * `RETENTION.answerDays`; the second, with no answer, the story and files are erased. Each step is
 * decided again inside its own transaction (or `eraseOrder`'s), so two runs at once act once.
 */
async function dueRetentionSteps(services: Services): Promise<{ noticed: number; erased: number }> {
  const now = isoNow(services.clock);
  const due = await services.documents.query<OrderRecord>(ORDERS, {
    where: [{ field: 'retentionDueAt', op: '<=', value: now }],
    orderBy: [{ field: 'retentionDueAt', direction: 'asc' }],
    limit: RETENTION_BATCH,
  });
  const isDue = (order: OrderRecord) => !order.erasedAt && !!order.retentionDueAt && order.retentionDueAt <= now;
  const queued: QueuedMail[] = [];
  let erased = 0;
  for (const { id, data } of due) {
    if (data.retentionNoticeAt || !data.customerEmail) {
      if (
        await eraseOrder(
          services,
          id,
          'retention',
          (order) => isDue(order) && (!!order.retentionNoticeAt || !order.customerEmail),
        )
      ) {
        erased += 1;
      }
      continue;
    }
    const mail = await services.documents.transaction(async (tx) => {
      const order = await tx.get<OrderRecord>(ORDERS, id);
      if (!order || !isDue(order.data) || order.data.retentionNoticeAt) return null;
      const deleteAfter = addDays(now, RETENTION.answerDays);
      const link = mailedOrderPath(order, services.clock.now());
      const queuedMail = queueMail(tx, services, retentionNotice(services, order.data, link.path, deleteAfter));
      tx.update(ORDERS, id, { ...link.patch, retentionNoticeAt: now, retentionDueAt: deleteAfter, updatedAt: now });
      return queuedMail;
    });
    if (mail) queued.push(mail);
  }
  dispatchQueued(services, queued);
  return { noticed: queued.length, erased };
}

/**
 * Orders never paid lose their personal data `RETENTION.unpaidDays` after they were placed. The
 * step walks orders in the order they were placed, from where its last run stopped, so orders
 * already looked at never fill its batch again; an order paid meanwhile is left as it is.
 */
async function unpaidOrders(services: Services): Promise<number> {
  const cutoff = addDays(isoNow(services.clock), -RETENTION.unpaidDays);
  const progress = await services.documents.get<{ through: string }>(RETENTION_PROGRESS, UNPAID_PROGRESS);
  const through = progress?.data.through ?? '';
  const placed = await services.documents.query<OrderRecord>(ORDERS, {
    where: [
      { field: 'createdAt', op: '>', value: through },
      { field: 'createdAt', op: '<=', value: cutoff },
    ],
    orderBy: [{ field: 'createdAt', direction: 'asc' }],
    limit: RETENTION_BATCH,
  });
  let erased = 0;
  for (const { id, data } of placed) {
    if (data.paymentStatus === 'paid') continue;
    if (await eraseOrder(services, id, 'unpaid', (order) => order.paymentStatus !== 'paid')) erased += 1;
  }
  // A full batch may have more placed at its last instant: the next run starts just before it.
  const last = placed.at(-1)?.data.createdAt;
  const next = placed.length < RETENTION_BATCH ? cutoff : last && last > through ? addMs(last, -1) : through;
  if (next > through) await services.documents.set(RETENTION_PROGRESS, UNPAID_PROGRESS, { through: next });
  return erased;
}

const addMs = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

/** The orders' part of the retention schedule (docs/privacy.md): how many were noticed and erased. */
export async function applyOrderRetention(services: Services) {
  const { noticed, erased } = await dueRetentionSteps(services);
  const unpaid = await unpaidOrders(services);
  return { noticed, erased, unpaid };
}
