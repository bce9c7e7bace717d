import type { Testimonial, TestimonialInput } from '@storysong/core';
import { createCollectionStore } from '../collectionStore.ts';

/** Every testimonial, newest first; the server lets only the creator change one. */
export const useTestimonials = createCollectionStore<Testimonial, TestimonialInput>('/admin/testimonials');
