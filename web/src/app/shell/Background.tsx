import { useReducedMotion } from '@mantine/hooks';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import classes from './shell.module.css';

// Decoration: when their code cannot load (offline before it was ever fetched), the page goes on without them.
const withoutFailure = (load: () => Promise<{ default: ComponentType }>) =>
  lazy<ComponentType>(() => load().catch(() => ({ default: () => null })));
const Scene = withoutFailure(() => import('./BackgroundScene.tsx'));
const Still = withoutFailure(() => import('./BackgroundStill.tsx'));

const INTERACTIONS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;
/** Connections too slow to spend on decoration (the Network Information API's effective types). */
const SLOW_CONNECTIONS = new Set(['slow-2g', '2g', '3g']);

/**
 * True once the visitor first interacts with the loaded page. The 3D scene is decoration:
 * fetching and compiling it on every load would cost phones data, battery and a busy main
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

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** True when the visitor asked to save data or the connection is slow (where the browser says so). */
function connectionIsConstrained(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(connection?.saveData || SLOW_CONNECTIONS.has(connection?.effectiveType ?? ''));
}

function supportsWebGl(): boolean {
  try {
    return Boolean(document.createElement('canvas').getContext('webgl'));
  } catch {
    return false;
  }
}

type Decoration = 'none' | 'still' | 'scene';

/**
 * What is drawn over the gradient: the animated scene after the first interaction; a still of the
 * same picture instead when the visitor prefers reduced motion, saves data or is on a slow
 * connection; nothing where there is no WebGL. Decided after hydration (the server cannot know).
 */
function useDecoration(): Decoration {
  const reducedMotion = useReducedMotion();
  const ready = useAfterFirstInteraction();
  const [constrained, setConstrained] = useState<boolean | null>(null);
  useEffect(() => setConstrained(connectionIsConstrained()), []);
  if (constrained === null) return 'none';
  if (constrained || reducedMotion) return 'still';
  return ready && supportsWebGl() ? 'scene' : 'none';
}

/** A static gradient always, with the scene or its still on top (see useDecoration). */
export function Background() {
  const decoration = useDecoration();
  return (
    <div className={classes.background} aria-hidden data-decoration={decoration === 'none' ? undefined : decoration}>
      {decoration !== 'none' && <Suspense fallback={null}>{decoration === 'scene' ? <Scene /> : <Still />}</Suspense>}
    </div>
  );
}
