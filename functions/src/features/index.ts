import { adminFeature } from './admin/index.ts';
import { affiliatesFeature } from './affiliates/index.ts';
import { auditFeature } from './audit/index.ts';
import { blogFeature } from './blog/index.ts';
import { captchaFeature } from './captcha/index.ts';
import { conversationsFeature } from './conversations/index.ts';
import type { Feature } from './feature.ts';
import { healthFeature } from './health/index.ts';
import { knowledgeFeature } from './knowledge/index.ts';
import { mailFeature } from './mail/index.ts';
import { ordersFeature } from './orders/index.ts';
import { privacyFeature } from './privacy/index.ts';
import { securityFeature } from './security/index.ts';
import { testimonialsFeature } from './testimonials/index.ts';
import { uploadsFeature } from './uploads/index.ts';

/** Every feature the API serves; each owns its folder. */
export const FEATURES: readonly Feature[] = [
  healthFeature,
  uploadsFeature,
  captchaFeature,
  ordersFeature,
  affiliatesFeature,
  securityFeature,
  auditFeature,
  adminFeature,
  blogFeature,
  testimonialsFeature,
  privacyFeature,
  mailFeature,
  knowledgeFeature,
  conversationsFeature,
];
