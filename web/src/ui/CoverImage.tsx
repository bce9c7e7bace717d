import { Box, Image } from '@mantine/core';
import type { ResponsiveImage } from '@storysong/core';
import { useEffect, useRef, useState } from 'react';
import { CoverArt } from './CoverArt.tsx';
import classes from './coverImage.module.css';
import { IconMusic } from './icons/IconMusic.ts';

interface CoverImageProps {
  src: string | null;
  h: number | string;
  /** Draw generated artwork from this seed when there is no image or it fails to load. */
  artSeed?: string;
  radius?: string;
  loading?: 'lazy' | 'eager';
  /** The image's resized widths and its size: the browser picks the smallest that fills `sizes`, and keeps its place while it loads. */
  responsive?: ResponsiveImage | null;
  /** How wide the image is shown, for `srcset` (e.g. "(min-width: 62em) 900px, 100vw"). */
  sizes?: string;
}

/**
 * A decorative cover image that never shows the browser's broken-image icon: when the image is
 * missing or fails, it shows the seed's artwork or else the designed placeholder.
 */
export function CoverImage({ src, h, artSeed, radius, loading = 'lazy', responsive, sizes }: CoverImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);
  const showImage = Boolean(src) && src !== failedSrc;
  const rounded = { borderRadius: radius && `var(--mantine-radius-${radius})` };

  // An image in server-rendered HTML may have failed before hydration attached onError.
  useEffect(() => {
    const img = image.current;
    if (src && img?.complete && img.naturalWidth === 0 && img.getAttribute('src') === src) setFailedSrc(src);
  }, [src]);

  if (!showImage && !artSeed) {
    return (
      <Box className={classes.fallback} h={h} style={rounded} data-cover="fallback" aria-hidden>
        <IconMusic size={44} stroke={1.5} />
      </Box>
    );
  }
  const picture = showImage && (
    <Image
      ref={image}
      src={src ?? undefined}
      alt=""
      h={artSeed ? '100%' : h}
      radius={radius}
      fit="cover"
      loading={loading}
      fetchPriority={loading === 'eager' ? 'high' : undefined}
      className={artSeed ? classes.overArt : undefined}
      {...(responsive && { srcSet: responsive.srcset, sizes, width: responsive.width, height: responsive.height })}
      data-cover="image"
      onError={() => setFailedSrc(src)}
    />
  );
  if (!artSeed) return picture;
  // The artwork is painted under the image: it shows while the image loads, and at once when the
  // image fails, before the app has started to notice (a testimony's video thumbnail, when the
  // phone cannot reach the video's site).
  return (
    <Box className={classes.frame} h={h} style={rounded}>
      <CoverArt seed={artSeed} className={classes.art} shown={!showImage} />
      {picture}
    </Box>
  );
}
