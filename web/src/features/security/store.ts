import { create } from 'zustand';

export type FactorReason = 'factor_required' | 'recent_factor_required';

interface FactorPromptState {
  /** Why the code is asked for; null while no prompt is open. */
  reason: FactorReason | null;
  settle: ((proved: boolean) => void) | null;
  /** Opens the prompt; resolves true once the code was accepted, false if the staff member cancelled. */
  ask(reason: FactorReason): Promise<boolean>;
  done(proved: boolean): void;
}

/** The back office's code prompt, opened by the HTTP client when an answer asks for the second factor. */
export const useFactorPrompt = create<FactorPromptState>((set, get) => ({
  reason: null,
  settle: null,
  ask(reason) {
    // One prompt at a time: requests that ask while it is open wait for the same answer.
    const open = get().settle;
    return new Promise<boolean>((resolve) => {
      const settle = (proved: boolean) => {
        open?.(proved);
        resolve(proved);
      };
      set({ reason: get().reason ?? reason, settle });
    });
  },
  done(proved) {
    const { settle } = get();
    set({ reason: null, settle: null });
    settle?.(proved);
  },
}));
