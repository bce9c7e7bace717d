import { blogListQuerySchema, LIMITS, MESSAGES as M } from '@storysong/core';
import { Hono } from 'hono';
import { z } from 'zod';
import { PUBLIC_CACHE, publicJson } from '../../platform/cache.ts';
import type { AppEnv } from '../../platform/env.ts';
import { HttpError, notFound } from '../../platform/errors.ts';
import { readQuery } from '../../platform/request.ts';
import type { Services } from '../../services.ts';
import { checkPreviewToken, previewedPost } from './preview.ts';
import { cachedPublishedPage, FOUND_ONLY, publishedPost, searchedPage } from './queries.ts';

/** A post's slug, or its id; longer than either can be names no post. */
const postAddress = z
  .string()
  .min(1)
  .max(LIMITS.slugMaxChars * 4);

/**
 * GET /api/blog/posts?page=N[&tag=T | &q=words] and GET /api/blog/posts/:address (a slug, an old slug or the id; the
 * answer's `slug` is where the post lives now): published posts only. GET /api/blog/preview/:token: any post, by
 * a preview link staff made, until it expires; never cached or indexed.
 */
export function publicBlogRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  routes.get('/posts', async (c) => {
    const { page, q, tag } = readQuery(c, blogListQuerySchema);
    // Searches are not cached: their keys are whatever readers type.
    if (q) {
      c.header('Cache-Control', PUBLIC_CACHE);
      return c.json(await searchedPage(services, q, page));
    }
    // An empty page (an unknown tag, a page past the end) is not kept: its key is whatever was typed.
    return publicJson(
      c,
      services.publicReads,
      `blog:page:${tag ?? ''}:${page}`,
      () => cachedPublishedPage(services, page, tag),
      (read) => read.items.length > 0,
    );
  });
  routes.get('/posts/:address', async (c) => {
    const address = postAddress.safeParse(c.req.param('address'));
    const post = address.success
      ? await services.publicReads.get(`blog:post:${address.data}`, () => publishedPost(services, address.data), FOUND_ONLY)
      : null;
    if (!post) throw notFound('Post not found');
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json(post);
  });
  routes.get('/preview/:token', async (c) => {
    c.header('Cache-Control', 'private, no-store');
    c.header('X-Robots-Tag', 'noindex, nofollow');
    const check = checkPreviewToken(services, c.req.param('token'));
    if ('expired' in check) throw new HttpError(410, 'expired', M.previewExpired);
    const post = 'postId' in check ? await previewedPost(services, check.postId) : null;
    if (!post) throw notFound('Preview not found');
    return c.json(post);
  });
  return routes;
}
