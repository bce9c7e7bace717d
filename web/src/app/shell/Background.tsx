import { useReducedMotion } from '@mantine/hooks';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import classes from './shell.module.css';

// Decoration: when its code cannot load (offline before it was ever fetched), the page goes on without it.
const Scene = lazy<ComponentType>(() => import('./BackgroundScene.tsx').catch(() => ({ default: () => null })));

const INTERACTIONS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * True once the visitor first interacts with the loaded page. The 3D scene is decoration:
 * fetching and compiling three.js on every load would cost phones data, battery and a busy main
 * thread before the page is usable, so the static gradient stands in until then.
 */
function useAfterFirstInteraction(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const start = () => setReady(true);
    for (const event of INTERACTIONS) window.addEventListener(event, start, { once: true, passive: true });
    return () => {
      for (const event of INTERACTIONS) window.removeEventListener(event, start);
    };
  }, []);
  return ready;
}

function supportsWebGl(): boolean {
  try {
    return Boolean(document.createElement('canvas').getContext('webgl2'));
  } catch {
    return false;
  }
}

/**
 * A static gradient always; the animated 3D scene on top after the first interaction, unless
 * the visitor prefers reduced motion or the device has no WebGL.
 */
export function Background() {
  const reducedMotion = useReducedMotion();
  const ready = useAfterFirstInteraction();
  const animate = ready && !reducedMotion && supportsWebGl();
  return (
    <div className={classes.background} aria-hidden data-animated={animate || undefined}>
      {animate && (
        <Suspense fallback={null}>
          <Scene />
        </Suspense>
      )}
    </div>
  );
}
