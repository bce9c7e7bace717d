import { lazy, Suspense, useEffect } from 'react';
import { DialogLoading } from '../../ui/DialogLoading.tsx';
import { useConsultationStore } from './consultationStore.ts';
import { CONSULTATION_EVENT, type ConsultationRequest, loadConsultationDialog } from './openConsultation.ts';

const ConsultationDialog = lazy(loadConsultationDialog);

/** Listens for `openAIConsultation` anywhere on the site; the dialog's code loads on first use. */
export function ConsultationHost() {
  const opened = useConsultationStore((state) => state.opened);
  const open = useConsultationStore((state) => state.open);
  useEffect(() => {
    // The spec's plain Event carries nothing; a product card's names its suite.
    const onRequest = (event: Event) => open((event as CustomEvent<ConsultationRequest | null>).detail?.productId);
    window.addEventListener(CONSULTATION_EVENT, onRequest);
    return () => window.removeEventListener(CONSULTATION_EVENT, onRequest);
  }, [open]);
  if (!opened) return null;
  return (
    <Suspense fallback={<DialogLoading />}>
      <ConsultationDialog />
    </Suspense>
  );
}
