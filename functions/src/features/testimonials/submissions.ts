import { randomBytes } from 'node:crypto';
import {
  customerTestimonialRequestSchema,
  id,
  MESSAGES,
  type TestimonialSubmission,
  testimonialApprovalSchema,
} from '@storysong/core';
import { Hono } from 'hono';
import { principalOf, requireAdmin } from '../../platform/auth.ts';
import { clearAfterWrites } from '../../platform/cache.ts';
import { clientAddress } from '../../platform/client.ts';
import { isoNow } from '../../platform/clock.ts';
import type { AppEnv } from '../../platform/env.ts';
import { HttpError, notFound } from '../../platform/errors.ts';
import { parse, readJson } from '../../platform/request.ts';
import type { Services } from '../../services.ts';
import { orderForShareId } from '../orders/exports.ts';
import { type SubmissionRecord, TESTIMONIAL_SUBMISSIONS, TESTIMONIALS, type TestimonialRecord, toSubmission } from './records.ts';

/** As strict as the other anonymous writes: a person leaves one testimonial, perhaps corrects it. */
const SUBMIT_LIMIT = { name: 'testimonial-submit', max: 10, windowMs: 10 * 60 * 1000 };

/**
 * POST /api/testimonials: a customer's testimonial from their song page. Only a live gift link may
 * post (a revoked one answers 404 like its page); a second one from the same order replaces the
 * first, and either way it waits for staff before anyone sees it.
 */
export function customerTestimonialRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  routes.post('/', async (c) => {
    await services.rateLimiter.enforce(SUBMIT_LIMIT, clientAddress(c, services));
    const { shareId, consent: _consent, ...input } = await readJson(c, customerTestimonialRequestSchema);
    const order = await orderForShareId(services, shareId);
    if (!order) throw notFound(MESSAGES.songLinkUnavailable);
    const now = isoNow(services.clock);
    const submission = await services.documents.transaction(async (tx) => {
      const earlier = await tx.get<SubmissionRecord>(TESTIMONIAL_SUBMISSIONS, order.id);
      const record: SubmissionRecord = {
        ...input,
        productName: order.data.productName,
        testimonialId: earlier?.data.testimonialId ?? randomBytes(12).toString('base64url'),
        submittedAt: now,
        version: (earlier?.data.version ?? 0) + 1,
        approvedAt: null,
      };
      tx.set(TESTIMONIAL_SUBMISSIONS, order.id, record);
      return record;
    });
    const { title, description, linkUrl, submittedAt } = submission;
    return c.json({ title, description, linkUrl, submittedAt }, 201);
  });
  return routes;
}

/** The submission of an order, or "not found". */
async function submissionOf(services: Services, orderId: string) {
  const doc = await services.documents.get<SubmissionRecord>(TESTIMONIAL_SUBMISSIONS, orderId);
  if (!doc) throw notFound('Testimonial not found');
  return doc;
}

/**
 * /api/admin/testimonials/submissions: customers' testimonials, newest first. Any admin approves
 * (it goes live on /testimonies, credited to them, so they may edit it like their own) or declines
 * one; a customer's words are never edited before approval.
 */
export function adminSubmissionRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireAdmin);
  routes.use('*', clearAfterWrites(services.publicReads));

  routes.get('/', async (c) => {
    const docs = await services.documents.query<SubmissionRecord>(TESTIMONIAL_SUBMISSIONS, {
      orderBy: [{ field: 'submittedAt', direction: 'desc' }],
    });
    return c.json(docs.map((d): TestimonialSubmission => toSubmission(d.id, d.data)));
  });

  routes.post('/:orderId/approve', async (c) => {
    const orderId = parse(id, c.req.param('orderId'));
    const { version } = await readJson(c, testimonialApprovalSchema);
    const staff = principalOf(c).uid;
    const now = isoNow(services.clock);
    const approved = await services.documents.transaction(async (tx) => {
      const doc = await tx.get<SubmissionRecord>(TESTIMONIAL_SUBMISSIONS, orderId);
      if (!doc) throw notFound('Testimonial not found');
      if ((doc.data.version ?? 0) !== version) throw new HttpError(409, 'conflict', MESSAGES.testimonialChanged);
      const live = await tx.get<TestimonialRecord>(TESTIMONIALS, doc.data.testimonialId);
      const { title, description, linkUrl, testimonialId } = doc.data;
      const testimonial: TestimonialRecord = {
        title,
        description,
        linkUrl,
        orderId,
        createdBy: staff,
        createdAt: live?.data.createdAt ?? now,
        updatedAt: now,
      };
      tx.set(TESTIMONIALS, testimonialId, testimonial);
      tx.update(TESTIMONIAL_SUBMISSIONS, orderId, { approvedAt: now });
      return { ...doc.data, approvedAt: now };
    });
    return c.json(toSubmission(orderId, approved));
  });

  /** Declining removes the submission; a version approved earlier stays live until staff delete it. */
  routes.delete('/:orderId', async (c) => {
    const orderId = parse(id, c.req.param('orderId'));
    await submissionOf(services, orderId);
    await services.documents.delete(TESTIMONIAL_SUBMISSIONS, orderId);
    return c.body(null, 204);
  });
  return routes;
}
