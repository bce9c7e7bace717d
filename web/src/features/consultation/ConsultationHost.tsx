import { lazy, Suspense, useEffect } from 'react';
import { DialogLoading } from '../../ui/DialogLoading.tsx';
import { useConsultationStore } from './consultationStore.ts';
import { CONSULTATION_EVENT, loadConsultationDialog } from './openConsultation.ts';

const ConsultationDialog = lazy(loadConsultationDialog);

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
    <Suspense fallback={<DialogLoading />}>
      <ConsultationDialog />
    </Suspense>
  );
}
