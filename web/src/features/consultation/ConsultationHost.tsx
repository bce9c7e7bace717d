import { lazy, Suspense, useEffect } from 'react';
import { useConsultationStore } from './consultationStore.ts';
import { CONSULTATION_EVENT } from './openConsultation.ts';

const ConsultationDialog = lazy(() => import('./ConsultationDialog.tsx'));

/** Listens for `openAIConsultation` anywhere on the site; the dialog's code loads on first use. */
export function ConsultationHost() {
  const opened = useConsultationStore((state) => state.opened);
  const open = useConsultationStore((state) => state.open);
  useEffect(() => {
    window.addEventListener(CONSULTATION_EVENT, open);
    return () => window.removeEventListener(CONSULTATION_EVENT, open);
  }, [open]);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ConsultationDialog />
    </Suspense>
  );
}
