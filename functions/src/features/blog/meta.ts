import { postAddress, postPageMeta, postPath, previewPath, tagPageMeta, tag as tagSchema } from '@storysong/core';
import { decodedSegment, type PageResolver } from '../../site/page-routes.ts';
import { checkPreviewToken, previewedPost } from './preview.ts';
import { FOUND_ONLY, publishedPost, tagInUse } from './queries.ts';

const POST_PATH = /^\/blog\/post\/([^/]+)\/?$/;
const TAG_PATH = /^\/blog\/tag\/([^/]+)\/?$/;
const PREVIEW_PATH = /^\/blog\/preview\/([^/]+)\/?$/;

/**
 * /blog/post/:slug: the post, rendered with its head tags (article, image, JSON-LD), so crawlers and
 * link previews see it without running JavaScript and a phone paints it before the app arrives. The post's id or a slug it had answers with a permanent
 * redirect to its slug; no published post at that address is a 404.
 */
export const blogPostPage: PageResolver = async ({ path }, services) => {
  const segment = POST_PATH.exec(path)?.[1];
  if (segment === undefined) return null;
  const address = postAddress.safeParse(decodedSegment(segment));
  const post = address.success
    ? await services.publicReads.get(`blog:post:${address.data}`, () => publishedPost(services, address.data), FOUND_ONLY)
    : null;
  if (!post) return { notFound: true };
  if (post.slug !== address.data) return { redirect: postPath(post.slug) };
  return { meta: postPageMeta(post, services.config.siteUrl), data: { post } };
};

/** /blog/tag/:tag: the tag page's own head tags; a tag no published post carries is a 404. */
export const blogTagPage: PageResolver = async ({ path }, services) => {
  const segment = TAG_PATH.exec(path)?.[1];
  if (segment === undefined) return null;
  const tag = tagSchema.safeParse(decodedSegment(segment));
  const inUse =
    tag.success && (await services.publicReads.get(`blog:tag-used:${tag.data}`, () => tagInUse(services, tag.data), FOUND_ONLY));
  return inUse ? { meta: tagPageMeta(tag.data, services.config.siteUrl) } : { notFound: true };
};

/**
 * /blog/preview/:token: the app page that shows a draft by its preview link, kept out of search
 * indexes and shared caches. A link that expired answers 410 and one staff never made 404, each
 * with the app page, which says so in the reader's language.
 */
export const blogPreviewPage: PageResolver = async ({ path }, services) => {
  const segment = PREVIEW_PATH.exec(path)?.[1];
  if (segment === undefined) return null;
  const token = decodedSegment(segment) ?? '';
  const check = checkPreviewToken(services, token);
  const post = 'postId' in check ? await previewedPost(services, check.postId) : null;
  const meta = post ? postPageMeta(post, services.config.siteUrl) : { title: 'Preview', description: '' };
  return {
    meta: { ...meta, path: previewPath(token), noindex: true },
    ...(!post && { status: 'expired' in check ? 410 : 404 }),
  };
};
