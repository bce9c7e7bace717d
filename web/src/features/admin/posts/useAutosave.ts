import { TIMINGS } from '@storysong/core';
import { useEffect, useRef, useState } from 'react';

export type DraftState = 'idle' | 'saving' | 'saved' | 'error';

/**
 * Calls `save` every two minutes while `enabled`, when `snapshot()` has changed since the last
 * successful save and is not null (null: nothing worth saving yet).
 */
export function useAutosave(enabled: boolean, snapshot: () => string | null, save: () => Promise<void>) {
  const [state, setState] = useState<DraftState>('idle');
  const lastSaved = useRef<string | null>(null);
  const latest = useRef({ snapshot, save });
  latest.current = { snapshot, save };

  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(async () => {
      const current = latest.current.snapshot();
      if (current === null || current === lastSaved.current) return;
      setState('saving');
      try {
        await latest.current.save();
        lastSaved.current = current;
        setState('saved');
      } catch {
        setState('error');
      }
    }, TIMINGS.autosaveMs);
    return () => clearInterval(timer);
  }, [enabled]);

  return state;
}
