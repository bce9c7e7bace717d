import { randomBytes } from 'node:crypto';
import {
  type AdminPost,
  type BlogPostSave,
  blogPostSaveSchema,
  blogPostUpdateSchema,
  id,
  MESSAGES as M,
  postVersion,
} from '@storysong/core';
import { Hono } from 'hono';
import { principalOf, requireAdmin } from '../../platform/auth.ts';
import { clearAfterWrites } from '../../platform/cache.ts';
import { isoNow } from '../../platform/clock.ts';
import type { AppEnv } from '../../platform/env.ts';
import { HttpError, notFound } from '../../platform/errors.ts';
import { ownRecord } from '../../platform/ownership.ts';
import { parse, readJson } from '../../platform/request.ts';
import type { Services } from '../../services.ts';
import { staffEmails } from '../admin/exports.ts';
import { UPLOADS, type UploadRecord } from '../uploads/exports.ts';
import { withResponsiveImages } from './content-images.ts';
import { resizeBlogImage } from './image-sizes.ts';
import { previewLink } from './preview.ts';
import { BLOG_POSTS, featuredImageUrl, type PostRecord, slugOf, socialImageUrl, versionOf } from './records.ts';
import { deleteRevisions, keepRevision, revisionOf, revisionsOf } from './revisions.ts';
import { sanitizePostHtml } from './sanitize.ts';
import { releaseAllSlugs, slugForSave } from './slugs.ts';

function toAdminPost(services: Services, postId: string, record: PostRecord, authorEmail: string): AdminPost {
  return {
    id: postId,
    slug: slugOf(postId, record),
    metaTitle: record.metaTitle ?? '',
    metaDescription: record.metaDescription ?? '',
    title: record.title,
    content: record.content,
    status: record.status,
    tags: record.tags,
    featuredImage: record.featuredImage,
    featuredImageUrl: featuredImageUrl(services, record),
    socialImage: record.socialImage ?? null,
    socialImageUrl: socialImageUrl(services, record),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    publishedAt: record.publishedAt,
    publishAt: record.publishAt ?? null,
    version: versionOf(record),
    authorId: record.authorId,
    authorEmail,
  };
}

/**
 * A featured image must be a blog image that was uploaded and is not already another post's.
 * Claiming it records which post uses it.
 */
async function claimImage(services: Services, name: string, postId: string): Promise<void> {
  const upload = await services.documents.get<UploadRecord>(UPLOADS, name);
  const usable = upload?.data.bucket === 'blog-images' && [null, postId].includes(upload.data.claimedBy);
  if (!usable || !(await services.files.stat('blog-images', name))) {
    throw new HttpError(400, 'validation_failed', 'The uploaded file could not be found. Please upload it again.');
  }
  if (upload.data.claimedBy !== postId) await services.documents.update(UPLOADS, name, { claimedBy: postId });
}

/**
 * The blog images a post's body shows are claimed by it, as its featured image is: the unclaimed
 * uploads the hourly cleanup looks through are then only the ones no post uses. An image another
 * post claimed first stays that post's (copying it into a second post is allowed).
 */
async function claimInlineImages(services: Services, names: readonly string[], postId: string): Promise<void> {
  for (const name of names) {
    await services.documents.transaction(async (tx) => {
      const upload = await tx.get<UploadRecord>(UPLOADS, name);
      if (upload?.data.bucket === 'blog-images' && upload.data.claimedBy === null)
        tx.update(UPLOADS, name, { claimedBy: postId });
    });
  }
}

/** A post is scheduled for a time still ahead; one already past would go out at once, unlike what staff chose. */
function checkSchedule(services: Services, input: BlogPostSave): void {
  if (input.status === 'scheduled' && Date.parse(input.publishAt) <= services.clock.now()) {
    throw new HttpError(400, 'validation_failed', M.publishAtPast, { publishAt: M.publishAtPast });
  }
}

const changedElsewhere = () => new HttpError(409, 'conflict', M.postChangedElsewhere);

/**
 * The stored fields a save sets; `publishedAt` is stamped whenever a post is (re)published, and
 * `publishAt` is kept only while it is scheduled (a draft or a published post is unscheduled).
 */
async function savedFields(services: Services, postId: string, input: BlogPostSave, existing: PostRecord | null, now: string) {
  const content = await withResponsiveImages(
    services,
    await sanitizePostHtml(input.content, services.config.siteUrl),
    existing?.contentImages ?? {},
  );
  await claimInlineImages(services, Object.keys(content.sizes), postId);
  return {
    title: input.title,
    slug: await slugForSave(services, postId, input, existing),
    metaTitle: input.metaTitle,
    metaDescription: input.metaDescription,
    content: content.html,
    contentImages: content.sizes,
    featuredImage: input.featuredImage ?? null,
    // Resized once, when the post takes a new image; a save that keeps it keeps its sizes.
    featuredImageSizes:
      input.featuredImage && input.featuredImage === existing?.featuredImage
        ? (existing.featuredImageSizes ?? null)
        : input.featuredImage
          ? await resizeBlogImage(services, input.featuredImage)
          : null,
    socialImage: input.socialImage ?? null,
    tags: [...new Set(input.tags)],
    status: input.status,
    updatedAt: now,
    ...(input.status === 'published' && { publishedAt: now }),
    publishAt: input.status === 'scheduled' ? input.publishAt : null,
  };
}

/** The post if the signed-in admin wrote it; someone else's post is "not found". */
const ownPost = ownRecord<PostRecord>(BLOG_POSTS, 'authorId', 'Post not found');

/** /api/admin/posts: each admin manages their own posts. */
export function adminPostRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireAdmin);
  routes.use('*', clearAfterWrites(services.publicReads));

  routes.get('/', async (c) => {
    const { uid } = principalOf(c);
    const docs = await services.documents.query<PostRecord>(BLOG_POSTS, {
      where: [{ field: 'authorId', op: '==', value: uid }],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
    });
    const emails = await staffEmails(services, [uid]);
    return c.json(docs.map((d) => toAdminPost(services, d.id, d.data, emails.get(uid) ?? '')));
  });

  routes.post('/', async (c) => {
    const principal = principalOf(c);
    const input = await readJson(c, blogPostSaveSchema);
    checkSchedule(services, input);
    const postId = randomBytes(12).toString('base64url');
    const now = isoNow(services.clock);
    for (const image of [input.featuredImage, input.socialImage]) if (image) await claimImage(services, image, postId);
    const record: PostRecord = {
      publishedAt: null,
      ...(await savedFields(services, postId, input, null, now)),
      authorId: principal.uid,
      createdAt: now,
      version: 1,
    };
    await services.documents.transaction(async (tx) => {
      tx.create(BLOG_POSTS, postId, record);
      keepRevision(tx, postId, 1, record);
    });
    return c.json(toAdminPost(services, postId, record, principal.email), 201);
  });

  routes.put('/:id', async (c) => {
    const principal = principalOf(c);
    const postId = parse(id, c.req.param('id'));
    const input = await readJson(c, blogPostUpdateSchema);
    checkSchedule(services, input);
    const existing = await ownPost(services.documents, postId, principal.uid);
    // Refused before any address or image is claimed for a save that will not happen.
    if (versionOf(existing.data) !== input.version) throw changedElsewhere();
    const stored = [existing.data.featuredImage, existing.data.socialImage];
    for (const image of [input.featuredImage, input.socialImage]) {
      if (image && !stored.includes(image)) await claimImage(services, image, postId);
    }
    const version = input.version + 1;
    const patch = { ...(await savedFields(services, postId, input, existing.data, isoNow(services.clock))), version };
    // The version is checked again where it is written: of two saves racing from one version, one wins.
    const record = await services.documents.transaction(async (tx) => {
      const current = await tx.get<PostRecord>(BLOG_POSTS, postId);
      if (current?.data.authorId !== principal.uid) throw notFound('Post not found');
      if (versionOf(current.data) !== input.version) throw changedElsewhere();
      const saved: PostRecord = { ...current.data, ...patch };
      tx.update(BLOG_POSTS, postId, patch);
      keepRevision(tx, postId, version, saved);
      return saved;
    });
    return c.json(toAdminPost(services, postId, record, principal.email));
  });

  routes.delete('/:id', async (c) => {
    const postId = parse(id, c.req.param('id'));
    await ownPost(services.documents, postId, principalOf(c).uid);
    await services.documents.delete(BLOG_POSTS, postId);
    await releaseAllSlugs(services, postId);
    await deleteRevisions(services.documents, postId);
    return c.body(null, 204);
  });

  /** A private link that shows the post as readers will see it, signed out, for a week. */
  routes.post('/:id/preview', async (c) => {
    const postId = parse(id, c.req.param('id'));
    await ownPost(services.documents, postId, principalOf(c).uid);
    return c.json(previewLink(services, postId));
  });

  /** The post's kept versions (newest first), and one of them in full, for the editor's history. */
  routes.get('/:id/revisions', async (c) => {
    const postId = parse(id, c.req.param('id'));
    await ownPost(services.documents, postId, principalOf(c).uid);
    return c.json(await revisionsOf(services.documents, postId));
  });
  routes.get('/:id/revisions/:version', async (c) => {
    const postId = parse(id, c.req.param('id'));
    const version = parse(postVersion, Number(c.req.param('version')));
    await ownPost(services.documents, postId, principalOf(c).uid);
    const revision = await revisionOf(services.documents, postId, version);
    if (!revision) throw notFound('Version not found');
    return c.json(revision);
  });
  return routes;
}
