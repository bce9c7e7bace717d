import { LIMITS, plainText } from '@storysong/core';
import type { PageMeta } from '../pages/render.ts';
import type { MetaResolver } from '../pages/routes.ts';
import { publishedPost } from './queries.ts';

const POST_PATH = /^\/blog\/post\/([A-Za-z0-9_-]{1,64})\/?$/;

function description(html: string): string {
  const text = plainText(html);
  return text.length <= LIMITS.seoDescriptionChars ? text : `${text.slice(0, LIMITS.seoDescriptionChars - 1).trimEnd()}…`;
}

/** Head tags for /blog/post/:id, so crawlers and link previews see the post without running JavaScript. */
export const blogPostMeta: MetaResolver = async (path, services) => {
  const match = POST_PATH.exec(path);
  const postId = match?.[1];
  if (!postId) return null;
  const post = await publishedPost(services, postId);
  if (!post) return null;
  const { siteUrl, siteName } = services.config;
  const url = `${siteUrl}/blog/post/${post.id}`;
  const meta: PageMeta = {
    title: post.title,
    description: description(post.content),
    url,
    image: post.featuredImageUrl ?? undefined,
    type: 'article',
    publishedTime: post.publishedAt,
    modifiedTime: post.publishedAt,
    author: post.authorMasked,
    keywords: post.tags,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description: description(post.content),
        ...(post.featuredImageUrl && { image: post.featuredImageUrl }),
        datePublished: post.publishedAt,
        author: { '@type': 'Person', name: post.authorMasked },
        publisher: { '@type': 'Organization', name: siteName, url: siteUrl },
        keywords: post.tags.join(', '),
        mainEntityOfPage: url,
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${siteUrl}/` },
          { '@type': 'ListItem', position: 2, name: 'Blog', item: `${siteUrl}/blog` },
          { '@type': 'ListItem', position: 3, name: post.title, item: url },
        ],
      },
    ],
  };
  return meta;
};
