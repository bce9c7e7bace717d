import type { OrderCreated, OrderCreateInput, Product, StoryInput } from '@storysong/core';
import { create } from 'zustand';
import type { UploadedFile } from '../../ui/upload.ts';
import { ordersApi } from './api.ts';
import type { StoryFormValues } from './storyForm.ts';

/**
 * What the visitor has typed so far, as the form holds it (a country may still be typed text); kept
 * here so closing the wizard or a failed submit loses nothing.
 */
export type StoryDraft = Partial<StoryFormValues>;

interface OrderState {
  product: Product | null;
  referralCode: string | null;
  wizardOpen: boolean;
  step: number;
  draft: StoryDraft;
  photo: UploadedFile | null;
  voiceNote: UploadedFile | null;
  submitting: boolean;
  submitFailed: boolean;
  order: OrderCreated | null;
  paymentOpen: boolean;
  start(product: Product, referralCode: string | null): void;
  closeWizard(): void;
  setStep(step: number): void;
  saveDraft(draft: StoryDraft): void;
  setPhoto(photo: UploadedFile | null): void;
  setVoiceNote(voiceNote: UploadedFile | null): void;
  submit(story: StoryInput): Promise<void>;
  closePayment(): void;
}

const EMPTY_DRAFT: StoryDraft = { fullName: '', email: '', country: '', story: '', hasVoiceNote: false };

export const useOrderStore = create<OrderState>()((set, get) => ({
  product: null,
  referralCode: null,
  wizardOpen: false,
  step: 0,
  draft: EMPTY_DRAFT,
  photo: null,
  voiceNote: null,
  submitting: false,
  submitFailed: false,
  order: null,
  paymentOpen: false,

  start(product, referralCode) {
    // After a submitted order the next story starts fresh; otherwise an unfinished one is kept.
    const fresh = get().order !== null;
    set({
      product,
      referralCode,
      wizardOpen: true,
      submitFailed: false,
      ...(fresh && { step: 0, draft: EMPTY_DRAFT, photo: null, voiceNote: null, order: null }),
    });
  },
  closeWizard: () => set({ wizardOpen: false }),
  setStep: (step) => set({ step }),
  saveDraft: (draft) => set({ draft }),
  setPhoto: (photo) => set({ photo }),
  setVoiceNote: (voiceNote) => set({ voiceNote }),

  async submit(story) {
    const { product, referralCode, photo, voiceNote } = get();
    if (!product) return;
    const input: OrderCreateInput = {
      ...story,
      productId: product.id,
      ...(referralCode && { referralCode }),
      ...(photo && { profilePicture: photo.fileId }),
      ...(story.hasVoiceNote && voiceNote && { voiceNote: voiceNote.fileId }),
    };
    set({ submitting: true, submitFailed: false });
    try {
      const order = await ordersApi.create(input);
      set({ order, submitting: false, wizardOpen: false, paymentOpen: true });
    } catch {
      set({ submitting: false, submitFailed: true });
    }
  },
  closePayment: () => set({ paymentOpen: false }),
}));
