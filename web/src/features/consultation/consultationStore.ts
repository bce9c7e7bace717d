import { create } from 'zustand';

interface ConsultationState {
  opened: boolean;
  open: () => void;
  close: () => void;
}

/** Whether the consultation dialog is open; its details and conversation are the dialog's chat store's. */
export const useConsultationStore = create<ConsultationState>((set) => ({
  opened: false,
  open: () => set({ opened: true }),
  close: () => set({ opened: false }),
}));
