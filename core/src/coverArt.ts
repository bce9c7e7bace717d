/**
 * Generated cover artwork in the brand's colours: a gradient, soft light, sound waves and an
 * equaliser, all chosen from a seed (a post's or testimonial's id) so each item looks different
 * but the same every time. One scene description, drawn as inline SVG in the browser and
 * rasterised on the server (a seeded post's cover must be a real image file: link previews and
 * crawlers take PNG or JPEG, not SVG).
 */

export const COVER_ART_WIDTH = 800;
export const COVER_ART_HEIGHT = 420;

export type Rgb = readonly [number, number, number];

export interface CoverArtScene {
  width: number;
  height: number;
  /** Gradient from the top-left corner to the bottom-right one. */
  from: Rgb;
  to: Rgb;
  /** Soft glows: full `alpha` at the centre fading to nothing at `r`. */
  glows: { x: number; y: number; r: number; color: Rgb; alpha: number }[];
  /** Sine waves across the width: y = y0 + amplitude · sin(2π·cycles·x/width + phase). */
  waves: { y0: number; amplitude: number; cycles: number; phase: number; stroke: number; color: Rgb; alpha: number }[];
  /** Equaliser bars standing on the bottom edge. */
  bars: { x: number; width: number; height: number; color: Rgb; alpha: number }[];
}

/** Deep brand purples and violets for the gradient, warm accents for the light. */
const DEEP: Rgb[] = [
  [0x4b, 0x00, 0x82],
  [0x3a, 0x00, 0x66],
  [0x2f, 0x00, 0x52],
  [0x7c, 0x27, 0xc9],
];
const BRIGHT: Rgb[] = [
  [0x8d, 0x41, 0xcf],
  [0xa7, 0x6b, 0xda],
  [0xc2, 0x3b, 0x8e],
  [0x5b, 0x3f, 0xd6],
];
const ACCENTS: Rgb[] = [
  [0xff, 0xb3, 0x47],
  [0xff, 0x7a, 0x8a],
  [0xf4, 0xeb, 0xfb],
  [0x6e, 0xe7, 0xd8],
];
const WHITE: Rgb = [0xff, 0xff, 0xff];

/** FNV-1a of the seed, then a small xorshift generator: deterministic and evenly spread. */
function random(seed: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  let state = h >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
}

export function coverArtScene(seed: string): CoverArtScene {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const between = (min: number, max: number) => min + next() * (max - min);
  const width = COVER_ART_WIDTH;
  const height = COVER_ART_HEIGHT;
  const accent = pick(ACCENTS);
  const glows = Array.from({ length: 3 }, (_, i) => ({
    x: between(0, width),
    y: between(0, height * 0.7),
    r: between(120, 260),
    color: i === 0 ? accent : pick(BRIGHT),
    alpha: i === 0 ? 0.45 : 0.55,
  }));
  const baseY = between(height * 0.35, height * 0.55);
  const cycles = between(1.2, 2.6);
  const waves = Array.from({ length: 3 }, (_, i) => ({
    y0: baseY + i * between(14, 26),
    amplitude: between(18, 48) * (1 - i * 0.2),
    cycles: cycles + i * 0.35,
    phase: between(0, Math.PI * 2),
    stroke: 4 - i,
    color: i === 0 ? accent : WHITE,
    alpha: 0.85 - i * 0.25,
  }));
  const barCount = 14;
  const barWidth = 14;
  const gap = 10;
  const left = between(24, width - barCount * (barWidth + gap) - 24);
  const bars = Array.from({ length: barCount }, (_, i) => ({
    x: left + i * (barWidth + gap),
    width: barWidth,
    height: between(24, 110),
    color: WHITE,
    alpha: 0.22,
  }));
  return { width, height, from: pick(DEEP), to: pick(BRIGHT), glows, waves, bars };
}

/** The wave's height at x; shared by both renderers so they draw the same curve. */
export function waveY(wave: CoverArtScene['waves'][number], x: number, width: number): number {
  return wave.y0 + wave.amplitude * Math.sin((2 * Math.PI * wave.cycles * x) / width + wave.phase);
}
