import { languageOption, type OrderCreated, type OrderCreateInput, type Product, type StoryInput } from '@storysong/core';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { visitorTimeZone } from '../../lib/visitorTime.ts';
import type { UploadedFile } from '../../ui/upload.ts';
import { ordersApi } from './api.ts';
import type { StoryDraft } from './storyForm.ts';

interface OrderState {
  product: Product | null;
  referralCode: string | null;
  /** Why the referral code will not give this customer a discount (MESSAGES text), once their email is known. */
  referralNotice: string | null;
  wizardOpen: boolean;
  step: number;
  draft: StoryDraft;
  photo: UploadedFile | null;
  voiceNote: UploadedFile | null;
  /** The names' recordings uploaded so far, by file id: the form holds the id, the upload widget shows the file. */
  nameRecordings: Record<string, UploadedFile>;
  /** The photos uploaded for a lyric video, in the order the customer added them. */
  videoPhotos: readonly UploadedFile[];
  submitting: boolean;
  submitFailed: boolean;
  /** The order placed and not known to be paid: kept across visits so it is paid, never placed twice. */
  order: OrderCreated | null;
  paymentOpen: boolean;
  /** The payment dialog shows an order placed earlier, offered instead of a second one. */
  resuming: boolean;
  start(product: Product, referralCode: string | null): void;
  /** Leaves the unpaid order (it stays payable from its own page) and starts a new story. */
  startAfresh(): void;
  /** Once an order is paid or can no longer be paid, nothing is offered to resume. */
  forgetOrder(orderId: string): void;
  closeWizard(): void;
  /** Asks whether the referral code still applies once the customer's email is known. */
  checkReferralFor(email: string): Promise<void>;
  setStep(step: number): void;
  saveDraft(draft: StoryDraft): void;
  setPhoto(photo: UploadedFile | null): void;
  setVoiceNote(voiceNote: UploadedFile | null): void;
  keepNameRecording(recording: UploadedFile): void;
  setVideoPhotos(videoPhotos: readonly UploadedFile[]): void;
  submit(story: StoryInput): Promise<void>;
  closePayment(): void;
}

const EMPTY_DRAFT: StoryDraft = { fullName: '', email: '', country: '', story: '', hasVoiceNote: false };

const FRESH_STORY = {
  step: 0,
  draft: EMPTY_DRAFT,
  photo: null,
  voiceNote: null,
  nameRecordings: {},
  videoPhotos: [],
  submitFailed: false,
} as const;

export const useOrderStore = create<OrderState>()(
  persist(
    (set, get) => ({
      product: null,
      referralCode: null,
      referralNotice: null,
      wizardOpen: false,
      step: 0,
      draft: EMPTY_DRAFT,
      photo: null,
      voiceNote: null,
      nameRecordings: {},
      videoPhotos: [],
      submitting: false,
      submitFailed: false,
      order: null,
      paymentOpen: false,
      resuming: false,

      start(product, referralCode) {
        // An unpaid order is offered first; otherwise an unfinished story is kept.
        if (get().order) set({ product, referralCode, paymentOpen: true, resuming: true });
        else set({ product, referralCode, referralNotice: null, wizardOpen: true, submitFailed: false });
      },
      startAfresh: () =>
        set({ ...FRESH_STORY, order: null, referralNotice: null, paymentOpen: false, resuming: false, wizardOpen: true }),
      forgetOrder(orderId) {
        if (get().order?.orderId === orderId) set({ order: null, paymentOpen: false, resuming: false });
      },
      closeWizard: () => set({ wizardOpen: false }),
      async checkReferralFor(email) {
        const { referralCode } = get();
        if (!referralCode) return;
        try {
          const { message } = await ordersApi.checkReferral(referralCode, email);
          if (get().referralCode === referralCode) set({ referralNotice: message ?? null });
        } catch {
          // Only a notice: the order's own pricing on the server decides either way.
        }
      },
      setStep: (step) => set({ step }),
      saveDraft: (draft) => set({ draft }),
      setPhoto: (photo) => set({ photo }),
      setVoiceNote: (voiceNote) => set({ voiceNote }),
      keepNameRecording: (recording) =>
        set((state) => ({ nameRecordings: { ...state.nameRecordings, [recording.fileId]: recording } })),
      setVideoPhotos: (videoPhotos) => set({ videoPhotos }),

      async submit(story) {
        const { product, referralCode, photo, voiceNote, videoPhotos } = get();
        if (!product) return;
        const input: OrderCreateInput = {
          ...story,
          productId: product.id,
          siteLanguage: languageOption(document.documentElement.lang).code,
          // The customer's today judges the occasion's date on the server as it did in the form.
          timeZone: visitorTimeZone(),
          ...(referralCode && { referralCode }),
          ...(photo && { profilePicture: photo.fileId }),
          ...(story.hasVoiceNote && voiceNote && { voiceNote: voiceNote.fileId }),
          // Photos go only with the video they are for: unticking it leaves them behind.
          ...(story.extras?.includes('video') &&
            videoPhotos.length > 0 && { videoPhotos: videoPhotos.map((file) => file.fileId) }),
        };
        set({ submitting: true, submitFailed: false });
        try {
          const order = await ordersApi.create(input);
          // The story is in the order now: the next one starts blank.
          set({ ...FRESH_STORY, order, submitting: false, wizardOpen: false, paymentOpen: true, resuming: false });
        } catch {
          set({ submitting: false, submitFailed: true });
        }
      },
      closePayment: () => set({ paymentOpen: false }),
    }),
    {
      name: 'storysong-unpaid-order',
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ order: state.order }),
    },
  ),
);

/** Starts an order of `product` (the product page's "Get started"): the wizard, or the unpaid order first. */
export function startOrder(product: Product, referralCode: string | null): void {
  useOrderStore.getState().start(product, referralCode);
}
