import { escapeHtml } from '@storysong/core';
import type { Services } from '../../services.ts';
import { type ImageSizes, resizeBlogImage, responsiveImage } from './image-sizes.ts';

const IMG_TAG = /<img\b[^>]*>/gi;
/** Our blog image's stored name in its public URL: `…/blog-images/<name>` locally, `…/o/blog-images%2F<name>?alt=media` on Storage. */
const BLOG_IMAGE_NAME = /blog-images(?:\/|%2F)([\w.-]+)/;

/** The post column is at most 720 CSS pixels wide; below that an image takes the screen's width. */
export const CONTENT_IMAGE_SIZES = '(min-width: 48em) 720px, 100vw';

const attribute = (tag: string, name: string): string | undefined => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/** The stored name of an image tag's file when it is one of our blog images, as its public URL names it. */
function blogImageName(services: Services, tag: string): string | null {
  const src = attribute(tag, 'src')?.replaceAll('&amp;', '&');
  const name = src ? BLOG_IMAGE_NAME.exec(src)?.[1] : undefined;
  return name && services.files.publicUrl('blog-images', name) === src ? name : null;
}

/**
 * A post's inline images, made like its featured image: each of our blog images is resized (once:
 * `known` keeps what earlier saves made) and its tag is given `srcset`, `sizes`, its width and
 * height (so the text never moves as it loads) and lazy loading. Runs after the sanitiser, on
 * HTML it has already escaped; other images (an https address staff pasted) are left as they are.
 */
export async function withResponsiveImages(
  services: Services,
  html: string,
  known: Record<string, ImageSizes>,
): Promise<{ html: string; sizes: Record<string, ImageSizes> }> {
  const sizes: Record<string, ImageSizes> = {};
  for (const tag of new Set(html.match(IMG_TAG) ?? [])) {
    const name = blogImageName(services, tag);
    if (!name || name in sizes) continue;
    const made = known[name] ?? (await resizeBlogImage(services, name));
    if (made) sizes[name] = made;
  }
  const responsive = html.replace(IMG_TAG, (tag) => {
    const name = blogImageName(services, tag);
    const made = name ? sizes[name] : undefined;
    if (!name || !made) return tag;
    const { srcset, width, height } = responsiveImage(services, name, made);
    const alt = attribute(tag, 'alt') ?? '';
    return `<img src="${attribute(tag, 'src')}" alt="${alt}" srcset="${escapeHtml(srcset)}" sizes="${CONTENT_IMAGE_SIZES}" width="${width}" height="${height}" loading="lazy" decoding="async" />`;
  });
  return { html: responsive, sizes };
}
