import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env.ts';
import type { Feature } from '../feature.ts';
import { adminTestimonialRoutes, cachedTestimonialPage, publicTestimonialRoutes } from './routes.ts';
import { adminSubmissionRoutes, customerTestimonialRoutes } from './submissions.ts';

export const testimonialsFeature: Feature = {
  name: 'testimonials',
  routes: (services) =>
    new Hono<AppEnv>()
      .route('/testimonials', publicTestimonialRoutes(services))
      .route('/testimonials', customerTestimonialRoutes(services))
      .route('/admin/testimonials/submissions', adminSubmissionRoutes(services))
      .route('/admin/testimonials', adminTestimonialRoutes(services)),
  renderedPages: [
    { path: '/testimonies', data: async (services) => ({ testimonials: await cachedTestimonialPage(services, 1) }) },
  ],
};
