import { useReducedMotion } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import classes from './shell.module.css';

const Scene = lazy(() => import('./BackgroundScene.tsx'));

/** True once the page has loaded and the browser is idle, so the 3D scene never delays first paint. */
function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle = 0;
    const start = () => {
      idle = window.requestIdleCallback
        ? window.requestIdleCallback(() => setReady(true), { timeout: 2000 })
        : window.setTimeout(() => setReady(true), 200);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
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
 * A static gradient always; the animated 3D scene on top once the page is idle, unless the
 * visitor prefers reduced motion or the device has no WebGL.
 */
export function Background() {
  const reducedMotion = useReducedMotion();
  const ready = useAfterFirstPaint();
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
