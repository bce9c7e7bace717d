import { create } from 'zustand';

interface ConsultationState {
  opened: boolean;
  /** The suite the dialog was opened from, if a product card opened it. */
  productId: string | null;
  open: (productId?: string) => void;
  close: () => void;
}

/** Whether the consultation dialog is open; its details and conversation are the dialog's chat store's. */
export const useConsultationStore = create<ConsultationState>((set) => ({
  opened: false,
  productId: null,
  open: (productId) => set({ opened: true, productId: productId ?? null }),
  close: () => set({ opened: false }),
}));
