import { postPageMeta } from '@storysong/core';
import type { PageResolver } from '../../site/page-routes.ts';
import { publishedPost } from './queries.ts';

const POST_PATH = /^\/blog\/post\/([^/]+)\/?$/;
const POST_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * /blog/post/:id: the post's head tags (article, image, JSON-LD), so crawlers and link previews
 * see the post without running JavaScript; no published post by that id is a 404.
 */
export const blogPostPage: PageResolver = async (path, services) => {
  const postId = POST_PATH.exec(path)?.[1];
  if (postId === undefined) return null;
  const post = POST_ID.test(postId) ? await publishedPost(services, postId) : null;
  return post ? { meta: postPageMeta(post, services.config.siteUrl) } : { notFound: true };
};
