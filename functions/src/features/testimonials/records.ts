import type { PublicTestimonial, Testimonial } from '@storysong/core';

export const TESTIMONIALS = 'testimonials';

/** docs/data-model.md `testimonials`. */
export interface TestimonialRecord extends Record<string, unknown> {
  title: string;
  description: string;
  linkUrl: string;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
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
