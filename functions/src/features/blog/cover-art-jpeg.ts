import { type CoverArtScene, coverArtScene, type Rgb, waveY } from '@storysong/core';
import jpeg from 'jpeg-js';

const clamp01 = (n: number) => Math.min(Math.max(n, 0), 1);

/** Paints the scene into an RGBA buffer: each shape blended over what is below it, edges anti-aliased. */
function rasterise(scene: CoverArtScene): Buffer {
  const { width, height } = scene;
  const pixels = new Float32Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = ((x + 0.5) / width + (y + 0.5) / height) / 2;
      const i = (y * width + x) * 3;
      for (let k = 0; k < 3; k++)
        pixels[i + k] = (scene.from[k] as number) + ((scene.to[k] as number) - (scene.from[k] as number)) * t;
    }
  }
  const blend = (x: number, y: number, color: Rgb, alpha: number) => {
    if (alpha <= 0 || x < 0 || y < 0 || x >= width || y >= height) return;
    const i = (y * width + x) * 3;
    for (let k = 0; k < 3; k++) pixels[i + k] = (pixels[i + k] as number) * (1 - alpha) + (color[k] as number) * alpha;
  };
  for (const g of scene.glows) {
    for (let y = Math.max(0, Math.floor(g.y - g.r)); y <= Math.min(height - 1, g.y + g.r); y++) {
      for (let x = Math.max(0, Math.floor(g.x - g.r)); x <= Math.min(width - 1, g.x + g.r); x++) {
        const dx = x + 0.5 - g.x;
        const dy = y + 0.5 - g.y;
        blend(x, y, g.color, g.alpha * clamp01(1 - Math.sqrt(dx * dx + dy * dy) / g.r));
      }
    }
  }
  for (const b of scene.bars) {
    const r = b.width / 2;
    const cx = b.x + r;
    const cy = height - b.height / 2;
    for (let y = Math.floor(height - b.height) - 1; y < height; y++) {
      for (let x = Math.floor(b.x) - 1; x <= b.x + b.width + 1; x++) {
        // Signed distance to a rounded rectangle whose corner radius is half its width.
        const qx = Math.abs(x + 0.5 - cx);
        const qy = Math.abs(y + 0.5 - cy) - (b.height / 2 - r);
        const ox = Math.max(qx, 0);
        const oy = Math.max(qy, 0);
        const d = Math.sqrt(ox * ox + oy * oy) + Math.min(Math.max(qx, qy), 0) - r;
        blend(x, y, b.color, b.alpha * clamp01(0.5 - d));
      }
    }
  }
  for (const w of scene.waves) {
    const reach = w.amplitude + w.stroke + 2;
    for (let x = 0; x < width; x++) {
      const cx = x + 0.5;
      const slope = waveY(w, cx + 0.5, width) - waveY(w, cx - 0.5, width);
      const norm = Math.sqrt(1 + slope * slope);
      for (let y = Math.floor(w.y0 - reach); y <= w.y0 + reach; y++) {
        const d = Math.abs(y + 0.5 - waveY(w, cx, width)) / norm;
        blend(x, y, w.color, w.alpha * clamp01(w.stroke / 2 + 0.5 - d));
      }
    }
  }
  const rgba = Buffer.alloc(width * height * 4, 0xff);
  for (let i = 0, j = 0; i < pixels.length; i += 3, j += 4) {
    for (let k = 0; k < 3; k++) rgba[j + k] = Math.round(pixels[i + k] as number);
  }
  return rgba;
}

/**
 * A JPEG cover for the item with this seed (the same artwork the browser draws as SVG). JPEG
 * rather than PNG: soft gradients cost a PNG 50-90 KB and a JPEG about 25 KB, and phones download them.
 */
export function coverArtJpeg(seed: string): Buffer {
  const scene = coverArtScene(seed);
  return Buffer.from(jpeg.encode({ data: rasterise(scene), width: scene.width, height: scene.height }, 80).data);
}
