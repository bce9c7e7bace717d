import { Box, Image } from '@mantine/core';
import { coverArtScene, coverArtSvg, type ResponsiveImage } from '@storysong/core';
import { useEffect, useMemo, useRef, useState } from 'react';
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

/** The generated artwork for a seed, as an image URL that cannot fail to load. */
export function artworkUrl(seed: string): string {
  return `data:image/svg+xml,${encodeURIComponent(coverArtSvg(coverArtScene(seed)))}`;
}

/**
 * A decorative cover image that never shows the browser's broken-image icon: when the image is
 * missing or fails, it shows the seed's artwork or else the designed placeholder.
 */
export function CoverImage({ src, h, artSeed, radius, loading = 'lazy', responsive, sizes }: CoverImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);
  const artwork = useMemo(() => (artSeed ? artworkUrl(artSeed) : null), [artSeed]);
  const shown = src && src !== failedSrc ? src : artwork;

  // An image in server-rendered HTML may have failed before hydration attached onError.
  useEffect(() => {
    const img = image.current;
    if (src && img?.complete && img.naturalWidth === 0 && img.getAttribute('src') === src) setFailedSrc(src);
  }, [src]);

  if (!shown) {
    return (
      <Box
        className={classes.fallback}
        h={h}
        style={{ borderRadius: radius && `var(--mantine-radius-${radius})` }}
        data-cover="fallback"
        aria-hidden
      >
        <IconMusic size={44} stroke={1.5} />
      </Box>
    );
  }
  return (
    <Image
      ref={image}
      src={shown}
      alt=""
      h={h}
      radius={radius}
      fit="cover"
      loading={loading}
      {...(responsive &&
        shown === src && { srcSet: responsive.srcset, sizes, width: responsive.width, height: responsive.height })}
      // Under an image that has artwork to fall back on, the artwork is already painted: it shows while
      // the image loads, and at once when the image fails, before the app has started to notice
      // (a testimony's video thumbnail, when the phone cannot reach the video's site).
      style={shown === src && artwork ? { backgroundImage: `url("${artwork}")`, backgroundSize: 'cover' } : undefined}
      data-cover={shown === src ? 'image' : 'artwork'}
      onError={() => {
        if (shown === src) setFailedSrc(src);
      }}
    />
  );
}
