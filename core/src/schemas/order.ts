import { z } from 'zod';
import { PRODUCT_IDS } from '../catalogue.ts';
import { REFERRAL_CODE_PATTERN } from '../codes.ts';
import {
  EMOTIONS,
  GENRES,
  LANGUAGE_CODES,
  type OrderStage,
  type PaymentStatus,
  RELATIONSHIPS,
  SONG_LANGUAGES,
} from '../enums.ts';
import { LIMITS } from '../limits.ts';
import { MESSAGES as M } from '../messages.ts';
import type { RevealView } from '../reveal.ts';
import type { OrderRevision } from '../revisions.ts';
import type { DeliveredSong } from './delivery.ts';
import { country, email, fileRef, fullName, id } from './fields.ts';

/** Story wizard, one schema per step so Next can validate just the step. */
export const personalStep = z.object({ fullName, email: email(), country: country() });
export const languageStep = z.object({ language: z.enum(SONG_LANGUAGES, { error: M.languageRequired }) });
export const storyStep = z.object({
  emotion: z.enum(EMOTIONS, { error: M.emotionRequired }),
  genre: z.enum(GENRES, { error: M.genreRequired }),
  story: z.string().trim().min(LIMITS.storyMinChars, M.storyMin).max(20_000, M.storyMin),
  hasVoiceNote: z.boolean(),
});
export const relationshipStep = z.object({
  relationship: z.enum(RELATIONSHIPS, { error: M.relationshipRequired }),
});
export const WIZARD_STEPS = ['personal', 'language', 'story', 'relationship'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
export const wizardStepSchemas = {
  personal: personalStep,
  language: languageStep,
  story: storyStep,
  relationship: relationshipStep,
} as const;

export const storySchema = personalStep.extend(languageStep.shape).extend(storyStep.shape).extend(relationshipStep.shape);
export type StoryInput = z.infer<typeof storySchema>;

export const referralCode = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(REFERRAL_CODE_PATTERN, M.referralInvalid));

/** What the browser sends to create an order: the story, the product and maybe a code; never an amount. */
export const orderCreateSchema = storySchema.extend({
  productId: z.enum(PRODUCT_IDS, { error: M.productUnknown }),
  referralCode: referralCode.optional(),
  profilePicture: fileRef.optional(),
  voiceNote: fileRef.optional(),
  /** The language the customer used the site in: their emails are written in it. */
  siteLanguage: z.enum(LANGUAGE_CODES).optional(),
});
export type OrderCreateInput = z.infer<typeof orderCreateSchema>;

/** A code alone, or with the customer's email once it is known: a referral discount is for a first purchase only. */
export const referralCheckSchema = z.object({ code: referralCode, email: email().optional() });

/** A visit that arrived through an affiliate's link: only the code, never who clicked. */
export const referralClickSchema = z.object({ code: referralCode });

/** `message` says why a code that exists gives no discount (e.g. a returning customer). */
export interface ReferralCheckResult {
  valid: boolean;
  message?: string;
}

export const checkoutSchema = z.object({
  orderId: id.optional(),
  token: z.string().max(128).optional(),
});

export interface OrderCreated {
  orderId: string;
  token: string;
  productId: string;
  productName: string;
  customerName: string;
  customerEmail: string;
  amountPounds: number;
  listPricePounds: number;
  isDiscounted: boolean;
  discountCode: string | null;
  /** Why a referral code sent with the order gave no discount (MESSAGES text), or null. */
  referralMessage: string | null;
}

/** The story as the customer told it, with its files as short-lived links. */
export interface OrderBrief {
  story: string;
  emotion: string;
  genre: string;
  /** The song's language code. */
  language: string;
  relationship: string;
  photoUrl: string | null;
  voiceNoteUrl: string | null;
}

export interface OrderStatusView {
  orderId: string;
  productId: string;
  productName: string;
  amountPounds: number;
  paymentStatus: PaymentStatus;
  /** What has been refunded to the customer so far. */
  refundedPence: number;
  stage: OrderStage;
  createdAt: string;
  paidAt: string | null;
  /** When staff started the song; null until then (and on orders moved before it was kept). */
  inProductionAt: string | null;
  /** The newest version of the song. */
  song: DeliveredSong | null;
  /** Versions delivered before `song`, newest first. */
  earlierSongs: DeliveredSong[];
  /** Oldest first. */
  revisions: OrderRevision[];
  revisionsIncluded: number;
  revisionsLeft: number;
  /** When the song (or the revised version) is due; null when nothing is on its way. */
  expectedDeliveryAt: string | null;
  /** The title the customer gave the song; null until they choose one (the suite's name stands in). */
  songTitle: string | null;
  /** The id of the song's gift page while the song is delivered; replacing it revokes the old link. */
  shareId: string | null;
  /** The reveal the customer scheduled for the person the song is for; null when none is (or it was cancelled). */
  reveal: RevealView | null;
  brief: OrderBrief;
}

export interface CheckoutResponse {
  success: boolean;
  invoiceUrl?: string;
  error?: string;
}
