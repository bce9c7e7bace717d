import { randomBytes } from 'node:crypto';
import { id, LIMITS, type Page, type PublicTestimonial, pageQuerySchema, testimonialInputSchema } from '@storysong/core';
import { Hono } from 'hono';
import { principalOf, requireAdmin } from '../../platform/auth.ts';
import { clearAfterWrites, publicJson } from '../../platform/cache.ts';
import { isoNow } from '../../platform/clock.ts';
import type { AppEnv } from '../../platform/env.ts';
import { numberedPages } from '../../platform/numbered-pages.ts';
import { ownRecord } from '../../platform/ownership.ts';
import { parse, readJson, readQuery } from '../../platform/request.ts';
import type { Services } from '../../services.ts';
import { staffEmails } from '../admin/exports.ts';
import { TESTIMONIALS, type TestimonialRecord, toPublic, toTestimonial } from './records.ts';

const NEWEST_FIRST = [{ field: 'createdAt', direction: 'desc' as const }];

/** A page of testimonials, newest first, through the public-read cache (which staff writes clear): the API and the rendered /testimonies. */
export const cachedTestimonialPage = (services: Services, page: number): Promise<Page<PublicTestimonial>> =>
  numberedPages<TestimonialRecord, PublicTestimonial>(services.documents, services.publicReads, {
    cacheKey: 'testimonials',
    collection: TESTIMONIALS,
    orderBy: NEWEST_FIRST,
    pageSize: LIMITS.testimonialsPerPage,
    items: async (docs) => docs.map((d) => toPublic(d.id, d.data)),
  })(page);

/** GET /api/testimonials?page=N: nine per page, newest first. */
export function publicTestimonialRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  routes.get('/', async (c) => {
    const { page } = readQuery(c, pageQuerySchema);
    return publicJson(c, services.publicReads, `testimonials:page:${page}`, () => cachedTestimonialPage(services, page));
  });
  return routes;
}

/** The testimonial if the signed-in admin created it; anyone else's is "not found". */
const ownTestimonial = ownRecord<TestimonialRecord>(TESTIMONIALS, 'createdBy', 'Testimonial not found');

/** /api/admin/testimonials: every admin sees all; only the creator edits or deletes. */
export function adminTestimonialRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireAdmin);
  routes.use('*', clearAfterWrites(services.publicReads));

  routes.get('/', async (c) => {
    const docs = await services.documents.query<TestimonialRecord>(TESTIMONIALS, { orderBy: NEWEST_FIRST });
    const emails = await staffEmails(
      services,
      docs.map((d) => d.data.createdBy),
    );
    return c.json(docs.map((d) => toTestimonial(d.id, d.data, emails.get(d.data.createdBy) ?? '')));
  });

  routes.post('/', async (c) => {
    const principal = principalOf(c);
    const input = await readJson(c, testimonialInputSchema);
    const now = isoNow(services.clock);
    const testimonialId = randomBytes(12).toString('base64url');
    const record: TestimonialRecord = { ...input, createdBy: principal.uid, createdAt: now, updatedAt: now };
    await services.documents.create(TESTIMONIALS, testimonialId, record);
    return c.json(toTestimonial(testimonialId, record, principal.email), 201);
  });

  routes.put('/:id', async (c) => {
    const principal = principalOf(c);
    const testimonialId = parse(id, c.req.param('id'));
    const input = await readJson(c, testimonialInputSchema);
    const existing = await ownTestimonial(services.documents, testimonialId, principal.uid);
    const patch = { ...input, updatedAt: isoNow(services.clock) };
    await services.documents.update(TESTIMONIALS, testimonialId, patch, { updateTime: existing.updateTime });
    return c.json(toTestimonial(testimonialId, { ...existing.data, ...patch }, principal.email));
  });

  routes.delete('/:id', async (c) => {
    const testimonialId = parse(id, c.req.param('id'));
    await ownTestimonial(services.documents, testimonialId, principalOf(c).uid);
    await services.documents.delete(TESTIMONIALS, testimonialId);
    return c.body(null, 204);
  });
  return routes;
}
