import { postPath } from '@storysong/core';
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env.ts';
import type { Feature } from '../feature.ts';
import { adminPostRoutes } from './admin-routes.ts';
import { blogPostPage, blogPreviewPage, blogTagPage } from './meta.ts';
import { publicBlogRoutes } from './public-routes.ts';
import { cachedPublishedPage, publishedPostPages } from './queries.ts';
import { rssRoutes } from './rss.ts';

export const blogFeature: Feature = {
  name: 'blog',
  routes: (services) =>
    new Hono<AppEnv>().route('/blog', publicBlogRoutes(services)).route('/admin/posts', adminPostRoutes(services)),
  pageResolvers: [blogPostPage, blogTagPage, blogPreviewPage],
  siteRoutes: rssRoutes,
  renderedPages: [{ path: '/blog', data: async (services) => ({ posts: await cachedPublishedPage(services, 1) }) }],
  sitemapEntries: async (services) =>
    (await publishedPostPages(services)).map(({ slug, updatedAt }) => ({ path: postPath(slug), lastModified: updatedAt })),
};
