import { BLOG_IMAGE_WIDTHS, type ResponsiveImage } from '@storysong/core';
import type { Services } from '../../services.ts';

/** What a blog image was resized to: its own size, and the widths made of it. */
export interface ImageSizes {
  width: number;
  height: number;
  widths: number[];
}

const variantName = (name: string, width: number) => `${name.replace(/\.[a-z0-9]+$/, '')}-w${width}.webp`;

/**
 * Resizes an uploaded blog image into WebP at each of the widths smaller than it (and at its own
 * width when it is smaller than the largest), stored beside the original, which stays the fallback.
 * Null leaves the original alone: a file sharp cannot read, or a GIF, whose animation WebP stills
 * would lose.
 */
export async function resizeBlogImage(services: Services, name: string): Promise<ImageSizes | null> {
  if (name.endsWith('.gif')) return null;
  const bytes = await services.files.read('blog-images', name);
  if (!bytes) return null;
  // Loaded here, not with the module: only image uploads need it, and it is among the slowest packages to load.
  const { default: sharp } = await import('sharp');
  try {
    // Turned upright first (a phone's photo carries its orientation), so width and height are as shown.
    const upright = await sharp(bytes).rotate().toBuffer({ resolveWithObject: true });
    const { width, height } = upright.info;
    const largest = BLOG_IMAGE_WIDTHS[BLOG_IMAGE_WIDTHS.length - 1] ?? width;
    const widths = [...new Set([...BLOG_IMAGE_WIDTHS.filter((w) => w < width), Math.min(width, largest)])];
    for (const w of widths) {
      const webp = await sharp(upright.data).resize({ width: w }).webp({ quality: 72 }).toBuffer();
      await services.files.put('blog-images', variantName(name, w), 'image/webp', webp);
    }
    return { width, height, widths };
  } catch {
    return null;
  }
}

export function responsiveImage(services: Services, name: string, sizes: ImageSizes): ResponsiveImage {
  const srcset = sizes.widths.map((w) => `${services.files.publicUrl('blog-images', variantName(name, w))} ${w}w`).join(', ');
  return { srcset, width: sizes.width, height: sizes.height };
}
