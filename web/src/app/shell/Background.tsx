import { useReducedMotion } from '@mantine/hooks';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { visitNumber } from '../../lib/visits.ts';
import classes from './shell.module.css';
import { whenIdle } from './whenIdle.ts';

// Decoration: when their code cannot load (offline before it was ever fetched), the page goes on without them.
const withoutFailure = (load: () => Promise<{ default: ComponentType }>) =>
  lazy<ComponentType>(() => load().catch(() => ({ default: () => null })));
const Scene = withoutFailure(() => import('./BackgroundScene.tsx'));
const Still = withoutFailure(() => import('./BackgroundStill.tsx'));

const INTERACTIONS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;
/** Connections too slow to spend on decoration (the Network Information API's effective types). */
const SLOW_CONNECTIONS = new Set(['slow-2g', '2g', '3g']);
/** Below this much memory (navigator.deviceMemory, in GB) a phone keeps the still: the scene's renderer would crowd the page. */
const MIN_DEVICE_MEMORY_GB = 4;
/** Longest wait for an idle moment after the first interaction before loading anyway, in ms. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * True once the visitor has interacted with the loaded page and the main thread is then idle. The
 * 3D scene is decoration: fetching and compiling it on every load would cost phones data, battery
 * and a busy main thread before the page is usable; waiting for idleness after the first
 * interaction keeps it from competing with what that tap asked for.
 */
function useAfterFirstInteractionAndIdle(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelIdle: (() => void) | undefined;
    const start = () => {
      for (const event of INTERACTIONS) window.removeEventListener(event, start);
      cancelIdle ??= whenIdle(() => setReady(true), IDLE_TIMEOUT_MS);
    };
    for (const event of INTERACTIONS) window.addEventListener(event, start, { passive: true });
    return () => {
      for (const event of INTERACTIONS) window.removeEventListener(event, start);
      cancelIdle?.();
    };
  }, []);
  return ready;
}

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * True when the visitor asked to save data, the connection is slow or the device has little
 * memory (where the browser says so).
 */
function deviceIsConstrained(): boolean {
  const { connection, deviceMemory } = navigator as Navigator & { connection?: NetworkInformation; deviceMemory?: number };
  return Boolean(
    connection?.saveData ||
      SLOW_CONNECTIONS.has(connection?.effectiveType ?? '') ||
      (deviceMemory !== undefined && deviceMemory < MIN_DEVICE_MEMORY_GB),
  );
}

let webGl2: boolean | undefined;

/** Asked once: each probe makes a drawing context, of which a page may hold only a few. */
function supportsWebGl2(): boolean {
  try {
    webGl2 ??= Boolean(document.createElement('canvas').getContext('webgl2'));
  } catch {
    webGl2 = false;
  }
  return webGl2;
}

type Decoration = 'none' | 'still' | 'scene';

/**
 * What is drawn over the gradient: the animated scene once the visitor has interacted and the page
 * is idle; a still of the same picture instead on a first visit (whose data goes to the page and
 * to what the service worker keeps for offline use: decision 027), or when the visitor prefers
 * reduced motion, saves data, is on a slow connection or the device has under 4 GB of memory;
 * nothing where there is no WebGL 2 (three.js's renderer needs it). Decided after hydration (the
 * server cannot know).
 */
function useDecoration(): Decoration {
  const reducedMotion = useReducedMotion();
  const ready = useAfterFirstInteractionAndIdle();
  const [stillOnly, setStillOnly] = useState<boolean | null>(null);
  useEffect(() => setStillOnly(visitNumber() === 1 || deviceIsConstrained()), []);
  if (stillOnly === null) return 'none';
  if (stillOnly || reducedMotion) return 'still';
  return ready && supportsWebGl2() ? 'scene' : 'none';
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
