import { BLOG_FEED, escapeHtml, postPath, SITE_NAME, SITE_SLOGAN, tagPath } from '@storysong/core';
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env.ts';
import type { Services } from '../../services.ts';
import { latestPosts } from './queries.ts';

/** How many posts the feed carries: readers poll it, and only the newest matter to them. */
const FEED_POSTS = 20;

/** RSS dates are RFC 822 dates, which `toUTCString` writes. */
const rfc822 = (iso: string) => new Date(iso).toUTCString();

/**
 * /blog/rss.xml: the newest published posts as RSS 2.0, every link absolute from SITE_URL. A
 * post's guid is its id, which never changes when its slug does, so readers do not show it twice.
 */
export function rssRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  const { siteUrl } = services.config;
  routes.get(BLOG_FEED.path, async (c) => {
    const posts = await services.publicReads.get('blog:rss', () => latestPosts(services, FEED_POSTS));
    const x = escapeHtml;
    const items = posts.map((post) =>
      [
        '    <item>',
        `      <title>${x(post.title)}</title>`,
        `      <link>${x(`${siteUrl}${postPath(post.slug)}`)}</link>`,
        `      <guid isPermaLink="false">${x(post.id)}</guid>`,
        ...(post.publishedAt ? [`      <pubDate>${rfc822(post.publishedAt)}</pubDate>`] : []),
        `      <description>${x(post.excerpt)}</description>`,
        ...post.tags.map((tag) => `      <category domain="${x(`${siteUrl}${tagPath(tag)}`)}">${x(tag)}</category>`),
        '    </item>',
      ].join('\n'),
    );
    const newest = posts[0]?.publishedAt;
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
      '  <channel>',
      `    <title>${x(BLOG_FEED.title)}</title>`,
      `    <link>${x(`${siteUrl}/blog`)}</link>`,
      `    <description>${x(`${SITE_NAME}: ${SITE_SLOGAN}`)}</description>`,
      '    <language>en</language>',
      `    <atom:link href="${x(`${siteUrl}${BLOG_FEED.path}`)}" rel="self" type="application/rss+xml" />`,
      ...(newest ? [`    <lastBuildDate>${rfc822(newest)}</lastBuildDate>`] : []),
      ...items,
      '  </channel>',
      '</rss>',
      '',
    ].join('\n');
    c.header('Content-Type', 'application/rss+xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=300, s-maxage=600');
    return c.body(body);
  });
  return routes;
}
