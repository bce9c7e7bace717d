import type { PublicTestimonial, Testimonial, TestimonialSubmission } from '@storysong/core';

export const TESTIMONIALS = 'testimonials';
/** Customers' testimonials awaiting (or past) staff approval, keyed by order: one per order. */
export const TESTIMONIAL_SUBMISSIONS = 'testimonial_submissions';

/** docs/data-model.md `testimonials`. */
export interface TestimonialRecord extends Record<string, unknown> {
  title: string;
  description: string;
  linkUrl: string;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  /** The order a customer's testimonial came from; absent on those staff wrote. */
  orderId?: string;
}

/** docs/data-model.md `testimonial_submissions`. */
export interface SubmissionRecord extends Record<string, unknown> {
  title: string;
  description: string;
  linkUrl: string;
  productName: string;
  /** The published testimonial's id, chosen at the first submission, so an approved replacement takes its place. */
  testimonialId: string;
  submittedAt: string;
  /** One more at each write by the customer; absent on submissions from before it was kept (0). */
  version?: number;
  approvedAt: string | null;
}

export function toSubmission(orderId: string, record: SubmissionRecord): TestimonialSubmission {
  const { title, description, linkUrl, productName, submittedAt, approvedAt } = record;
  return { orderId, title, description, linkUrl, productName, submittedAt, version: record.version ?? 0, approvedAt };
}

export function toTestimonial(id: string, record: TestimonialRecord, authorEmail: string): Testimonial {
  return { ...toPublic(id, record), createdBy: record.createdBy, authorEmail };
}

export function toPublic(id: string, record: TestimonialRecord): PublicTestimonial {
  return {
    id,
    title: record.title,
    description: record.description,
    linkUrl: record.linkUrl,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}
