import { z } from 'zod';
import type { PostStatus } from '../enums.ts';
import { LIMITS } from '../limits.ts';
import { MESSAGES as M } from '../messages.ts';
import { imagesWithoutAlt } from '../postImages.ts';
import { SLUG_PATTERN } from '../slug.ts';
import { plainText } from '../text.ts';
import { fileRef, id, title } from './fields.ts';

export const tag = z.string().trim().min(1).max(40);

/** A post's address as staff type it; empty means "from the title". */
export const slugField = z
  .string()
  .trim()
  .max(LIMITS.slugMaxChars, M.slugMax)
  .refine((value) => value === '' || SLUG_PATTERN.test(value), M.slugInvalid);

/** Where a reader may ask for a post: its slug, a slug it had, or its id (the spec's links). */
export const postAddress = z
  .string()
  .refine((value) => id.safeParse(value).success || (value.length <= LIMITS.slugMaxChars && SLUG_PATTERN.test(value)));

/** What search results and link previews show of a post; empty fields fall back to the title and the excerpt. */
export const postSeoSchema = z.object({
  metaTitle: z.string().trim().max(LIMITS.metaTitleChars, M.metaTitleMax).default(''),
  metaDescription: z.string().trim().max(LIMITS.seoDescriptionChars, M.metaDescriptionMax).default(''),
});

/** A draft too: the editor asks for alt text as it inserts an image, so only a hand-made request lacks it. */
const everyImageDescribed = (html: string) => imagesWithoutAlt(html) === 0;

export const blogPostInputSchema = z.object({
  title,
  slug: slugField.default(''),
  ...postSeoSchema.shape,
  content: z
    .string()
    .max(200_000, M.contentRequired)
    .refine((html) => plainText(html).length > 0 || /<img\s/i.test(html), M.contentRequired)
    .refine(everyImageDescribed, M.imageAltRequired),
  featuredImage: fileRef.nullable().optional(),
  /** What a shared link shows; the featured image when there is none. */
  socialImage: fileRef.nullable().optional(),
  tags: z.array(tag).max(20).default([]),
});
export type BlogPostInput = z.infer<typeof blogPostInputSchema>;

/** A draft may be saved with only a title or only some text; publishing needs both. */
export const blogDraftInputSchema = blogPostInputSchema.extend({
  title: z.string().trim().max(LIMITS.titleMaxChars, M.titleMax),
  content: z.string().max(200_000).refine(everyImageDescribed, M.imageAltRequired),
});

/** When a scheduled post goes out: an instant in UTC (the editor converts from UK time); the server checks it is ahead. */
export const publishAt = z.iso.datetime({ error: M.publishAtRequired });

/**
 * What the post dialog sends: a draft (autosave), a post to publish, or one to publish later; the
 * last two need title and content.
 */
export const blogPostSaveSchema = z.discriminatedUnion('status', [
  blogDraftInputSchema.extend({ status: z.literal('draft') }),
  blogPostInputSchema.extend({ status: z.literal('published') }),
  blogPostInputSchema.extend({ status: z.literal('scheduled'), publishAt }),
]);
export type BlogPostSave = z.infer<typeof blogPostSaveSchema>;

/** A post's version: each save adds one. An editor sends back the version it opened, so a save never overwrites a newer one. */
export const postVersion = z.number().int().min(0);

/** PUT /api/admin/posts/:id: a save and the version it was made from. */
export const blogPostUpdateSchema = z.intersection(blogPostSaveSchema, z.object({ version: postVersion }));
export type BlogPostUpdate = z.infer<typeof blogPostUpdateSchema>;

export const linkUrl = z
  .string()
  .trim()
  .min(1, M.linkUrlRequired)
  .max(2048, M.linkUrlInvalid)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, M.linkUrlInvalid);

export const testimonialInputSchema = z.object({
  title,
  description: z.string().trim().max(1000).optional().default(''),
  linkUrl,
});
export type TestimonialInput = z.infer<typeof testimonialInputSchema>;

/**
 * What a customer writes from their song page; the form and POST /api/testimonials parse it alike.
 * Consent to publish is required to send: the form exists to gather testimonials for the site, so
 * one that may not be published is not taken (private feedback has the contact page).
 */
export const customerTestimonialSchema = z.object({
  title,
  description: z.string().trim().min(1, M.testimonialTextRequired).max(LIMITS.testimonialTextMaxChars, M.testimonialTextMax),
  /** An optional video of the song being received; empty when none. */
  linkUrl: z.union([z.literal(''), linkUrl]).default(''),
  consent: z.boolean().refine((given) => given, M.testimonialConsentRequired),
});
export type CustomerTestimonialInput = z.input<typeof customerTestimonialSchema>;
export type CustomerTestimonial = z.output<typeof customerTestimonialSchema>;

/** POST /api/testimonials: the gift page's id authorises it (only a live link can post). */
export const customerTestimonialRequestSchema = customerTestimonialSchema.extend({
  shareId: z.string().min(1).max(128),
});

/**
 * POST …/submissions/{orderId}/approve: the version staff read. The gift link that wrote it is
 * shared widely, so a text changed since is not published on their approval.
 */
export const testimonialApprovalSchema = z.object({ version: z.number().int().min(0).max(1_000_000) });
export type TestimonialApprovalInput = z.infer<typeof testimonialApprovalSchema>;

/** A customer's testimonial as staff see it before approving it: keyed by its order (one each). */
export interface TestimonialSubmission {
  orderId: string;
  title: string;
  description: string;
  linkUrl: string;
  productName: string;
  submittedAt: string;
  /** Counts the customer's writes: staff approve the one they read. */
  version: number;
  /** When staff last approved it (it is then live on /testimonies); null while it awaits approval. */
  approvedAt: string | null;
}

/** An image's sizes for `srcset`, and its own width and height, so the page keeps its place before it loads. */
export interface ResponsiveImage {
  srcset: string;
  width: number;
  height: number;
}

export interface PostSummary {
  id: string;
  /** The post's address: /blog/post/{slug}. */
  slug: string;
  title: string;
  excerpt: string;
  featuredImageUrl: string | null;
  /** Null for an image saved before resizing, or one that could not be resized: `featuredImageUrl` alone. */
  featuredImageSet: ResponsiveImage | null;
  tags: string[];
  publishedAt: string | null;
  authorMasked: string;
  readingMinutes: number;
}

export interface PostDetail extends PostSummary {
  content: string;
  /** As staff set them; empty when they did not (see `postSearchResult`). */
  metaTitle: string;
  metaDescription: string;
  /** The image a shared link shows, when staff chose one apart from the featured image. */
  socialImageUrl: string | null;
  related: PostSummary[];
}

export interface AdminPost {
  id: string;
  slug: string;
  metaTitle: string;
  metaDescription: string;
  title: string;
  content: string;
  status: PostStatus;
  tags: string[];
  featuredImage: string | null;
  featuredImageUrl: string | null;
  socialImage: string | null;
  socialImageUrl: string | null;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  /** When a scheduled post goes out (UTC); null unless scheduled. */
  publishAt: string | null;
  version: number;
  authorId: string;
  authorEmail: string;
}

/** A private link showing a post as readers will see it, signed out, until it expires. */
export interface PostPreviewLink {
  path: string;
  expiresAt: string;
}

/** One kept version of a post, as the editor's history lists it. */
export interface PostRevisionSummary {
  version: number;
  status: PostStatus;
  title: string;
  savedAt: string;
}

/** A kept version with what it held, to view and restore. */
export interface PostRevision extends PostRevisionSummary {
  slug: string;
  metaTitle: string;
  metaDescription: string;
  content: string;
  tags: string[];
  featuredImage: string | null;
}

export interface Testimonial {
  id: string;
  title: string;
  description: string;
  linkUrl: string;
  createdBy: string;
  authorEmail: string;
  createdAt: string;
  updatedAt: string;
}

/** A testimonial as the public pages get it: no staff identity. */
export type PublicTestimonial = Omit<Testimonial, 'createdBy' | 'authorEmail'>;

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const pageQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

/** The blog's search box, as the form checks it and the list route reads it. */
export const blogSearchSchema = z.object({
  q: z.string().trim().max(LIMITS.blogSearchMaxChars, M.searchMax).default(''),
});

/** GET /api/blog/posts: a page of every post, of the posts with a tag, or of those matching a search. */
export const blogListQuerySchema = pageQuerySchema.extend({ ...blogSearchSchema.shape, tag: tag.optional() });
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;
