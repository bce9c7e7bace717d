/** The window event that opens the consultation dialog (spec: `openAIConsultation`). */
export const CONSULTATION_EVENT = 'openAIConsultation';

/** What an `openAIConsultation` event may carry: the suite a product card's button is on. */
export interface ConsultationRequest {
  productId?: string;
}

/** Opens the consultation dialog from anywhere; a product card names its suite, kept with the conversation. */
export function openConsultation(productId?: string) {
  window.dispatchEvent(new CustomEvent<ConsultationRequest>(CONSULTATION_EVENT, { detail: { productId } }));
}

/** Loads the consultation dialog's code ahead of the tap that opens it (see usePrefetch). */
export const loadConsultationDialog = () => import('./ConsultationDialog.tsx');
