import { create } from 'zustand';

interface AnnouncerState {
  message: string;
  /** Changes with every announcement, so the same words said twice are read twice. */
  serial: number;
}

export const useAnnouncerStore = create<AnnouncerState>(() => ({ message: '', serial: 0 }));

/**
 * Says something to screen-reader users through the page's one polite live region (ui/Announcer):
 * for changes they would otherwise miss because what they were on has gone (a banner accepted, a
 * form replaced by its result).
 */
export function announce(message: string) {
  useAnnouncerStore.setState((state) => ({ message, serial: state.serial + 1 }));
}
