import { createRoot, extend, type RootStore, useFrame } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { BufferAttribute, BufferGeometry, Points, PointsMaterial } from 'three';
import { CAMERA, MAX_PIXEL_RATIO, POINT_OPACITY, POINT_SIZE, particlePositions, SPIN } from './BackgroundParticles.ts';

// Only the classes the scene draws. fiber's <Canvas> registers the whole of three.js (extend(THREE)),
// which keeps every class in the bundle; a root of our own with these four leaves the rest out.
extend({ Points, BufferGeometry, BufferAttribute, PointsMaterial });

/** The brand purple, as three.js draws it (tone-mapped, sRGB); BackgroundParticles' POINT_COLOR is the same colour for the still. */
const BRAND_PURPLE = '#7c27c9';
/** Frames per second, at most: the points drift slowly, and a phone's battery or a software renderer need not draw 60. */
const MAX_FPS = 30;
/** Longest step of the animation, in seconds: a tab coming back to view resumes, it does not jump. */
const MAX_STEP = 0.1;

/** Drifting points on a sphere shell, turning slowly. */
function Particles() {
  const points = useRef<Points>(null);
  const positions = useMemo(() => particlePositions(), []);
  useFrame((_, delta) => {
    if (!points.current) return;
    const step = Math.min(delta, MAX_STEP);
    points.current.rotation.y += step * SPIN.y;
    points.current.rotation.x += step * SPIN.x;
  });
  return (
    <points ref={points}>
      <bufferGeometry>
        <bufferAttribute attach="attributes-position" args={[positions, 3]} />
      </bufferGeometry>
      <pointsMaterial color={BRAND_PURPLE} size={POINT_SIZE} transparent opacity={POINT_OPACITY} sizeAttenuation />
    </points>
  );
}

/**
 * Plays the scene on the canvas until the returned function is called. It draws only while the
 * tab is shown and the canvas is on screen, at most MAX_FPS frames a second: fiber's `demand`
 * frame loop, invalidated by a timer, and `never` while paused.
 */
function play(canvas: HTMLCanvasElement): () => void {
  const root = createRoot(canvas);
  let store: RootStore;
  try {
    void root
      .configure({
        camera: { position: [0, 0, CAMERA.distance], fov: CAMERA.fovDegrees, near: CAMERA.near, far: CAMERA.far },
        dpr: [1, MAX_PIXEL_RATIO],
        gl: { alpha: true, antialias: true, powerPreference: 'low-power' },
        frameloop: 'never',
      })
      .catch(() => undefined);
    store = root.render(<Particles />);
  } catch {
    // Decoration: a device that cannot make the renderer keeps the gradient.
    root.unmount();
    return () => undefined;
  }

  let tabShown = document.visibilityState === 'visible';
  let onScreen = true;
  let ticker: ReturnType<typeof setInterval> | undefined;
  const update = () => {
    const playing = tabShown && onScreen;
    if (playing === (ticker !== undefined)) return;
    store.getState().setFrameloop(playing ? 'demand' : 'never');
    clearInterval(ticker);
    ticker = playing ? setInterval(() => store.getState().invalidate(), 1000 / MAX_FPS) : undefined;
  };
  const onVisibility = () => {
    tabShown = document.visibilityState === 'visible';
    update();
  };
  const observer = new IntersectionObserver((entries) => {
    onScreen = entries.some((entry) => entry.isIntersecting);
    update();
  });
  const resize = () => store.getState().setSize(window.innerWidth, window.innerHeight);
  observer.observe(canvas);
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('resize', resize);
  update();
  return () => {
    clearInterval(ticker);
    observer.disconnect();
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('resize', resize);
    root.unmount();
  };
}

/** Loaded lazily by Background, only where it decided the scene may play. */
export default function BackgroundScene() {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => (canvas.current ? play(canvas.current) : undefined), []);
  return <canvas ref={canvas} />;
}
