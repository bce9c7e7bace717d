import type { HeldRecord } from '@storysong/core';
import { jsonFile, type PersonalDataSource } from '../../platform/personal-data.ts';
import type { Doc } from '../../ports/documents/port.ts';
import type { Services } from '../../services.ts';
import { ordersOfEmail } from '../orders/exports.ts';
import { type SubmissionRecord, TESTIMONIAL_SUBMISSIONS, TESTIMONIALS, type TestimonialRecord } from './records.ts';

/** A customer's submissions, one per order of theirs (they are keyed by order), and the testimonies published from them. */
async function testimonialsOf(services: Services, email: string) {
  const found: { orderId: string; submission: Doc<SubmissionRecord> | null; published: Doc<TestimonialRecord>[] }[] = [];
  for (const order of await ordersOfEmail(services, email)) {
    const [submission, published] = await Promise.all([
      services.documents.get<SubmissionRecord>(TESTIMONIAL_SUBMISSIONS, order.id),
      services.documents.query<TestimonialRecord>(TESTIMONIALS, { where: [{ field: 'orderId', op: '==', value: order.id }] }),
    ]);
    if (submission || published.length > 0) found.push({ orderId: order.id, submission, published });
  }
  return found;
}

/**
 * The testimonials' part of the staff Privacy page: what a customer submitted from their orders'
 * gift pages and what was published from it. Given with consent, so erased whole on request.
 */
export const testimonialsPersonalData: PersonalDataSource = {
  kind: 'testimonials',
  async find(services, email) {
    return (await testimonialsOf(services, email)).map(
      ({ orderId, submission, published }): HeldRecord => ({
        kind: 'testimonials',
        id: orderId,
        summary: submission?.data.title ?? published[0]?.data.title ?? '',
        at: submission?.data.submittedAt ?? published[0]?.data.createdAt ?? '',
      }),
    );
  },
  async export(services, email) {
    return (await testimonialsOf(services, email)).map(({ orderId, submission, published }) =>
      jsonFile(`testimonials/${orderId}.json`, {
        submission: submission?.data ?? null,
        published: published.map((doc) => doc.data),
      }),
    );
  },
  async erase(services, email) {
    const found = await testimonialsOf(services, email);
    for (const { orderId, submission, published } of found) {
      if (submission) await services.documents.delete(TESTIMONIAL_SUBMISSIONS, orderId);
      for (const doc of published) await services.documents.delete(TESTIMONIALS, doc.id);
    }
    // The public testimonies page is cached: a removed testimony leaves it at once.
    if (found.some((item) => item.published.length > 0)) services.publicReads.clear();
    return { erased: found.length, kept: [] };
  },
};
