import { zodResolver } from '@hookform/resolvers/zod';
import {
  customerTestimonialSchema,
  lyricChangesSchema,
  revealSchema,
  revisionNotesSchema,
  songTitleSchema,
  tipSchema,
} from '@storysong/core';

/**
 * The order and gift pages' forms' resolvers, with the schemas the server reads the same requests
 * with. Imported by `lazyResolver` on a form's first validation: these pages are opened far more
 * often than their forms are sent.
 */
export const songTestimonialResolver = zodResolver(customerTestimonialSchema);
export const revisionNotesResolver = zodResolver(revisionNotesSchema);
export const lyricChangesResolver = zodResolver(lyricChangesSchema);
export const songTitleResolver = zodResolver(songTitleSchema);
export const tipResolver = zodResolver(tipSchema);
/** Judged against the device's clock when the form is checked. */
export const revealResolver = zodResolver(revealSchema(() => Date.now()));
