import { id, pageQuerySchema } from '@storysong/core';
import { Hono } from 'hono';
import { PUBLIC_CACHE, publicJson } from '../../platform/cache.ts';
import type { AppEnv } from '../../platform/env.ts';
import { notFound } from '../../platform/errors.ts';
import { readQuery } from '../../platform/request.ts';
import type { Services } from '../../services.ts';
import { cachedPublishedPage, publishedPost } from './queries.ts';

/** GET /api/blog/posts?page=N and GET /api/blog/posts/:id: published posts only. */
export function publicBlogRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  routes.get('/posts', async (c) => {
    const { page } = readQuery(c, pageQuerySchema);
    return publicJson(c, services.publicReads, `blog:page:${page}`, () => cachedPublishedPage(services, page));
  });
  routes.get('/posts/:id', async (c) => {
    const postId = id.safeParse(c.req.param('id'));
    const post = postId.success
      ? await services.publicReads.get(`blog:post:${postId.data}`, () => publishedPost(services, postId.data))
      : null;
    if (!post) throw notFound('Post not found');
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json(post);
  });
  return routes;
}
