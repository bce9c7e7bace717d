import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { MESSAGES as M } from './messages.ts';

const IMG_TAG = /<img\b[^>]*>/gi;
const ALT = /\balt\s*=\s*("([^"]*)"|'([^']*)')/i;

/** The images in a post's HTML that have no alt text (none, or only spaces): each must describe itself. */
export function imagesWithoutAlt(html: string): number {
  return (html.match(IMG_TAG) ?? []).filter((tag) => {
    const alt = ALT.exec(tag);
    return (alt?.[2] ?? alt?.[3] ?? '').trim() === '';
  }).length;
}

/** What the editor asks for an image it inserts into a post: what it shows, for screen readers and when it fails to load. */
export const postImageSchema = z.object({
  alt: z.string().trim().min(1, M.imageAltRequired).max(LIMITS.imageAltMaxChars, M.imageAltMax),
});
export type PostImageInput = z.infer<typeof postImageSchema>;
