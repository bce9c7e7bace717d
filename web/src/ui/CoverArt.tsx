import { type CoverArtScene, coverArtScene, type Rgb, waveY } from '@storysong/core';
import { useId, useMemo } from 'react';

const hex = (c: Rgb) => `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
const round = (n: number) => Math.round(n * 10) / 10;

function wavePoints(wave: CoverArtScene['waves'][number], width: number): string {
  const points: string[] = [];
  for (let x = 0; x <= width; x += 10) points.push(`${x},${round(waveY(wave, x, width))}`);
  return points.join(' ');
}

interface CoverArtProps {
  seed: string;
  className?: string;
  /** Whether it is what shows (no image over it): marked `data-cover="artwork"` as CoverImage marks its covers. */
  shown: boolean;
}

/**
 * A seed's generated artwork drawn into the page itself, covering its box as an image with
 * `object-fit: cover` would. Not an `<img>` of an SVG: Chromium builds each SVG image as a whole
 * document of its own (a page and a frame) on the page's main thread, 10–20 ms at a phone's speed
 * for every cover (decision 052). Its gradients' ids are the instance's own, so that several on one
 * page do not paint with each other's colours.
 */
export function CoverArt({ seed, className, shown }: CoverArtProps) {
  const scene = useMemo(() => coverArtScene(seed), [seed]);
  const id = useId();
  const { width, height } = scene;
  return (
    <svg
      className={className}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="xMidYMid slice"
      aria-hidden
      focusable="false"
      data-cover={shown ? 'artwork' : undefined}
    >
      <defs>
        <linearGradient id={`${id}bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={hex(scene.from)} />
          <stop offset="1" stopColor={hex(scene.to)} />
        </linearGradient>
        {scene.glows.map((glow, i) => (
          <radialGradient key={`${glow.x}-${glow.y}`} id={`${id}g${i}`}>
            <stop offset="0" stopColor={hex(glow.color)} stopOpacity={glow.alpha} />
            <stop offset="1" stopColor={hex(glow.color)} stopOpacity="0" />
          </radialGradient>
        ))}
      </defs>
      <rect width={width} height={height} fill={`url(#${id}bg)`} />
      {scene.glows.map((glow, i) => (
        <circle key={`${glow.x}-${glow.y}`} cx={round(glow.x)} cy={round(glow.y)} r={round(glow.r)} fill={`url(#${id}g${i})`} />
      ))}
      {scene.bars.map((bar) => (
        <rect
          key={bar.x}
          x={round(bar.x)}
          y={round(height - bar.height)}
          width={bar.width}
          height={round(bar.height)}
          rx={bar.width / 2}
          fill={hex(bar.color)}
          fillOpacity={bar.alpha}
        />
      ))}
      {scene.waves.map((wave) => (
        <polyline
          key={wave.y0}
          points={wavePoints(wave, width)}
          fill="none"
          stroke={hex(wave.color)}
          strokeOpacity={wave.alpha}
          strokeWidth={wave.stroke}
          strokeLinecap="round"
        />
      ))}
    </svg>
  );
}
