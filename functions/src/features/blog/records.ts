import { excerpt, LIMITS, maskEmail, type PostDetail, type PostStatus, type PostSummary, readingMinutes } from '@storysong/core';
import type { Services } from '../../services.ts';
import { type ImageSizes, responsiveImage } from './image-sizes.ts';

export const BLOG_POSTS = 'blog_posts';

/** docs/data-model.md `blog_posts`; `content` is sanitised HTML. */
export interface PostRecord extends Record<string, unknown> {
  title: string;
  /** Its address; posts saved before slugs have none until their next save, and are found by id. */
  slug?: string;
  /** Empty: search results and previews show the title and the excerpt. */
  metaTitle?: string;
  metaDescription?: string;
  content: string;
  featuredImage: string | null;
  /** The featured image's resized widths; absent on images saved before resizing or that could not be resized. */
  featuredImageSizes?: ImageSizes | null;
  /** The sizes made of each of our images in `content`, by stored name; absent on posts saved before inline images. */
  contentImages?: Record<string, ImageSizes>;
  /** Absent on posts saved before social images: they share the featured image. */
  socialImage?: string | null;
  tags: string[];
  status: PostStatus;
  authorId: string;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  /** When a scheduled post goes out; null (or absent) unless scheduled. */
  publishAt?: string | null;
  /** Each save adds one; absent on posts saved before versions, which count as 0. */
  version?: number;
}

export const versionOf = (record: PostRecord): number => record.version ?? 0;

export const slugOf = (postId: string, record: PostRecord): string => record.slug ?? postId;

const blogImageUrl = (services: Services, name: string | null | undefined): string | null =>
  name ? services.files.publicUrl('blog-images', name) : null;

export const featuredImageUrl = (services: Services, record: PostRecord) => blogImageUrl(services, record.featuredImage);

export const socialImageUrl = (services: Services, record: PostRecord) => blogImageUrl(services, record.socialImage);

/** A card on the public blog: never the author's full email. */
export function toSummary(
  services: Services,
  id: string,
  record: PostRecord,
  authorEmail: string,
  excerptChars: number = LIMITS.excerptChars,
): PostSummary {
  return {
    id,
    slug: slugOf(id, record),
    title: record.title,
    excerpt: excerpt(record.content, excerptChars),
    featuredImageUrl: featuredImageUrl(services, record),
    featuredImageSet:
      record.featuredImage && record.featuredImageSizes
        ? responsiveImage(services, record.featuredImage, record.featuredImageSizes)
        : null,
    tags: record.tags,
    publishedAt: record.publishedAt,
    authorMasked: maskEmail(authorEmail),
    readingMinutes: readingMinutes(record.content),
  };
}

export function toDetail(services: Services, summary: PostSummary, record: PostRecord, related: PostSummary[]): PostDetail {
  return {
    ...summary,
    content: record.content,
    metaTitle: record.metaTitle ?? '',
    metaDescription: record.metaDescription ?? '',
    socialImageUrl: socialImageUrl(services, record),
    related,
  };
}
