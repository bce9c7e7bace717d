import { useEffect, useRef } from 'react';
import { CAMERA, fitCanvas, POINT_COLOR, POINT_OPACITY, POINT_SIZE, particlePositions } from './BackgroundParticles.ts';
import { whenIdle } from './whenIdle.ts';

/** Longest wait for an idle moment before the still is drawn anyway, in ms. */
const STILL_WAIT_MS = 1000;

/** The scene's first frame, drawn once on a 2D canvas (and again when the window changes size). */
function drawStill(canvas: HTMLCanvasElement) {
  if (!fitCanvas(canvas)) return;
  const context = canvas.getContext('2d');
  if (!context) return;
  const { width, height } = canvas;
  // Pixels per world unit at unit depth, as the scene's perspective camera projects.
  const focal = height / 2 / Math.tan((CAMERA.fovDegrees * Math.PI) / 360);
  const positions = particlePositions();
  context.clearRect(0, 0, width, height);
  context.fillStyle = `rgba(${POINT_COLOR.map((c) => Math.round(c * 255)).join(', ')}, ${POINT_OPACITY})`;
  for (let i = 0; i < positions.length; i += 3) {
    const depth = CAMERA.distance - (positions[i + 2] as number);
    const side = (POINT_SIZE * height) / 2 / depth;
    const x = width / 2 + ((positions[i] as number) * focal) / depth;
    const y = height / 2 - ((positions[i + 1] as number) * focal) / depth;
    context.fillRect(x - side / 2, y - side / 2, side, side);
  }
}

/** In the scene's place when it is not played (see Background): the same picture, standing still. */
export default function BackgroundStill() {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const redraw = () => drawStill(element);
    // Drawn in a moment of its own: sizing the canvas, its context and 600 points took about 10 ms
    // of the task that took the order page over (a probe at full speed; 40 ms on a 4× slower phone).
    const cancel = whenIdle(redraw, STILL_WAIT_MS);
    window.addEventListener('resize', redraw);
    return () => {
      cancel();
      window.removeEventListener('resize', redraw);
    };
  }, []);
  return <canvas ref={canvas} />;
}
