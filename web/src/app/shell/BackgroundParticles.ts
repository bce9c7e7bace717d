import { seededRandom } from '@storysong/core';

/**
 * The background's composition, shared by the animated scene (BackgroundScene.tsx, three.js) and the
 * still image drawn in its place (BackgroundStill.tsx), so both show the same points: drifting
 * points on a sphere shell, in the brand's purple, faint enough to keep text readable.
 */

export const PARTICLES = 600;
/** Side of a point in world units, shrinking with distance (perspective). */
export const POINT_SIZE = 0.06;
export const POINT_OPACITY = 0.45;
/** Radians per second about the vertical and horizontal axes. */
export const SPIN = { y: 0.04, x: 0.015 } as const;
/** A camera on the z axis looking at the centre, with a vertical field of view of 60°. */
export const CAMERA = { distance: 10, fovDegrees: 60, near: 0.1, far: 1000 } as const;
/** Device pixels per CSS pixel, at most: sharper points are not worth more fill work on dense screens. */
export const MAX_PIXEL_RATIO = 1.5;

/**
 * The brand purple #7c27c9 as the screen shows it through the scene's renderer (three.js via
 * @react-three/fiber: linear light, ACES filmic tone mapping, sRGB output), so the still, drawn on
 * a 2D canvas without a renderer, has the scene's colour: sRGB 0–1.
 */
export const POINT_COLOR = toneMapped([0x7c, 0x27, 0xc9]);

function toneMapped(srgb: readonly number[]): [number, number, number] {
  const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const toSrgb = (c: number) => (c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055);
  const [r, g, b] = srgb.map((c) => toLinear(c / 255) / 0.6) as [number, number, number];
  // The ACES fit three.js uses (Stephen Hill's): input matrix, RRT+ODT curve, output matrix.
  const fit = (v: number) => (v * (v + 0.0245786) - 0.000090537) / (v * (0.983729 * v + 0.432951) + 0.238081);
  const x = fit(0.59719 * r + 0.35458 * g + 0.04823 * b);
  const y = fit(0.076 * r + 0.90834 * g + 0.01566 * b);
  const z = fit(0.0284 * r + 0.13383 * g + 0.83777 * b);
  const out = [
    1.60475 * x - 0.53108 * y - 0.07367 * z,
    -0.10208 * x + 1.10813 * y - 0.00605 * z,
    -0.00327 * x - 0.07276 * y + 1.07602 * z,
  ];
  return out.map((c) => toSrgb(Math.min(1, Math.max(0, c)))) as [number, number, number];
}

/** x, y, z of each point: uniformly spread over directions, at 4 to 8 units from the centre. */
export function particlePositions(seed = 22): Float32Array {
  const random = seededRandom(seed);
  const values = new Float32Array(PARTICLES * 3);
  for (let i = 0; i < PARTICLES; i++) {
    const radius = 4 + random() * 4;
    const theta = random() * Math.PI * 2;
    const phi = Math.acos(2 * random() - 1);
    values[i * 3] = radius * Math.sin(phi) * Math.cos(theta);
    values[i * 3 + 1] = radius * Math.sin(phi) * Math.sin(theta);
    values[i * 3 + 2] = radius * Math.cos(phi);
  }
  return values;
}

/** Device pixels per CSS pixel for the background's canvas. */
export function pixelRatio(): number {
  return Math.min(Math.max(window.devicePixelRatio || 1, 1), MAX_PIXEL_RATIO);
}

/** Sizes a canvas's drawing buffer to its displayed size; true when it changed. */
export function fitCanvas(canvas: HTMLCanvasElement): boolean {
  const ratio = pixelRatio();
  const width = Math.max(1, Math.round(canvas.clientWidth * ratio));
  const height = Math.max(1, Math.round(canvas.clientHeight * ratio));
  if (canvas.width === width && canvas.height === height) return false;
  canvas.width = width;
  canvas.height = height;
  return true;
}
