import { create } from 'zustand';

export interface ConsultationDetails {
  fullName: string;
  email: string;
}

interface ConsultationState {
  opened: boolean;
  /** Set once the details form is done: the dialog then shows the chat. */
  details: ConsultationDetails | null;
  open: () => void;
  close: () => void;
  setDetails: (details: ConsultationDetails) => void;
}

export const useConsultationStore = create<ConsultationState>((set) => ({
  opened: false,
  details: null,
  open: () => set({ opened: true }),
  close: () => set({ opened: false }),
  setDetails: (details) => set({ details }),
}));
