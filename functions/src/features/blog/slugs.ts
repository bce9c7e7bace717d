import { type BlogPostSave, MESSAGES as M, numberedSlug, slugify } from '@storysong/core';
import { HttpError } from '../../platform/errors.ts';
import { ConflictError, isDocumentId } from '../../ports/documents/port.ts';
import type { Services } from '../../services.ts';
import type { PostRecord } from './records.ts';

/**
 * `blog_slugs/{slug}`: which post an address belongs to. A post's current slug and every slug it
 * was published under point at it, so old links redirect; creating the claim is what makes a slug
 * unique, so two saves racing for one address cannot both get it.
 */
export const BLOG_SLUGS = 'blog_slugs';

export interface SlugClaim extends Record<string, unknown> {
  postId: string;
}

/** How many numbered variants (`song-2`, `song-3`, …) to try before giving up on a title. */
const MAX_NUMBERED = 100;

const slugTaken = () => new HttpError(409, 'conflict', M.slugTaken, { slug: M.slugTaken });

/** The post a slug points at, or null; anything that cannot be a document id points nowhere. */
export async function postIdForSlug(services: Services, slug: string): Promise<string | null> {
  if (!isDocumentId(slug)) return null;
  return (await services.documents.get<SlugClaim>(BLOG_SLUGS, slug))?.data.postId ?? null;
}

/** True when the slug is now this post's: newly claimed, or claimed by it before. */
async function claim(services: Services, slug: string, postId: string): Promise<boolean> {
  try {
    await services.documents.create(BLOG_SLUGS, slug, { postId } satisfies SlugClaim);
    return true;
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    return (await postIdForSlug(services, slug)) === postId;
  }
}

/** Drops a slug no reader can have seen (the post was never published), so the address is free again. */
async function release(services: Services, slug: string, postId: string): Promise<void> {
  if ((await postIdForSlug(services, slug)) === postId) await services.documents.delete(BLOG_SLUGS, slug);
}

/**
 * The slug a save gives a post. One staff typed must be free (or already this post's). Left empty,
 * a published post keeps its address, and a post never published follows its title, numbered when
 * another post has it. A slug a post was published under stays claimed, so its links redirect.
 */
export async function slugForSave(
  services: Services,
  postId: string,
  input: Pick<BlogPostSave, 'slug' | 'title'>,
  existing: PostRecord | null,
): Promise<string> {
  const current = existing?.slug;
  const wasPublished = Boolean(existing?.publishedAt);
  let chosen: string | null = null;
  if (input.slug) {
    if (input.slug !== current && !(await claim(services, input.slug, postId))) throw slugTaken();
    chosen = input.slug;
  } else if (current && wasPublished) {
    return current;
  } else {
    const base = slugify(input.title);
    for (let n = 1; n <= MAX_NUMBERED && chosen === null; n++) {
      const candidate = numberedSlug(base, n);
      if (candidate === current || (await claim(services, candidate, postId))) chosen = candidate;
    }
    if (chosen === null) throw slugTaken();
  }
  if (current && current !== chosen && !wasPublished) await release(services, current, postId);
  return chosen;
}

/** A deleted post's addresses are free for other posts. */
export async function releaseAllSlugs(services: Services, postId: string): Promise<void> {
  const claims = await services.documents.query<SlugClaim>(BLOG_SLUGS, { where: [{ field: 'postId', op: '==', value: postId }] });
  for (const doc of claims) await services.documents.delete(BLOG_SLUGS, doc.id);
}
