/** The window event that opens the consultation dialog (spec: `openAIConsultation`). */
export const CONSULTATION_EVENT = 'openAIConsultation';

/** Opens the consultation dialog from anywhere (e.g. a product card's 'AI Consultation' button). */
export function openConsultation() {
  window.dispatchEvent(new Event(CONSULTATION_EVENT));
}

/** Loads the consultation dialog's code ahead of the tap that opens it (see usePrefetch). */
export const loadConsultationDialog = () => import('./ConsultationDialog.tsx');
