import { excerpt, LIMITS, maskEmail, type PostDetail, type PostStatus, type PostSummary, readingMinutes } from '@storysong/core';
import type { Services } from '../../services.ts';

export const BLOG_POSTS = 'blog_posts';

/** docs/data-model.md `blog_posts`; `content` is sanitised HTML. */
export interface PostRecord extends Record<string, unknown> {
  title: string;
  content: string;
  featuredImage: string | null;
  tags: string[];
  status: PostStatus;
  authorId: string;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
}

export function featuredImageUrl(services: Services, record: PostRecord): string | null {
  return record.featuredImage ? services.files.publicUrl('blog-images', record.featuredImage) : null;
}

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
    title: record.title,
    excerpt: excerpt(record.content, excerptChars),
    featuredImageUrl: featuredImageUrl(services, record),
    tags: record.tags,
    publishedAt: record.publishedAt,
    authorMasked: maskEmail(authorEmail),
    readingMinutes: readingMinutes(record.content),
  };
}

export function toDetail(summary: PostSummary, record: PostRecord, related: PostSummary[]): PostDetail {
  return { ...summary, content: record.content, related };
}
