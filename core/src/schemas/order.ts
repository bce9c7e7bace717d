import { z } from 'zod';
import { EXTRA_IDS, type OrderExtra, PRODUCT_IDS, type RushOption } from '../catalogue.ts';
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
import type { LyricsView } from '../lyrics.ts';
import { MESSAGES as M } from '../messages.ts';
import { isCalendarDate, OCCASIONS, type Occasion, occasionDateRefusal } from '../occasion.ts';
import type { OrderPrivacyView } from '../privacy.ts';
import type { RevealView } from '../reveal.ts';
import type { OrderRevision } from '../revisions.ts';
import type { TipView } from '../tips.ts';
import { isTimeZone } from '../zonedTime.ts';
import type { DeliveredExtraFile, DeliveredSong } from './delivery.ts';
import { country, email, fileRef, fullName, id } from './fields.ts';
import { type HeardName, type SongWishes, songWishesShape } from './songWishes.ts';

/** Story wizard, one schema per step so Next can validate just the step. */
export const personalStep = z.object({
  fullName,
  email: email(),
  country: country(),
  /** Consent, off unless ticked: the brief's photo may be the gift page's link-preview image, which anyone the link reaches sees. */
  photoAsPreview: z.boolean().optional(),
});
export const languageStep = z.object({ language: z.enum(SONG_LANGUAGES, { error: M.languageRequired }) });
export const storyStep = z.object({
  emotion: z.enum(EMOTIONS, { error: M.emotionRequired }),
  genre: z.enum(GENRES, { error: M.genreRequired }),
  story: z.string().trim().min(LIMITS.storyMinChars, M.storyMin).max(20_000, M.storyMin),
  hasVoiceNote: z.boolean(),
});
/** Who the song is for, and what makes it theirs (the voice, the names to be sung, what to include and avoid). */
export const relationshipStep = z.object({
  relationship: z.enum(RELATIONSHIPS, { error: M.relationshipRequired }),
  ...songWishesShape,
});
/**
 * An occasion's date as the date input holds it (`2026-02-14`, or empty for "no date"). With
 * `today` (a calendar date where the customer is) it must also fall between today and a year from
 * today; the form builds it with the visitor's today, the server with today in the zone the order
 * names (decision 024).
 */
function occasionDate(today: string | null) {
  return z
    .string()
    .trim()
    .max(10, M.occasionDateInvalid)
    .optional()
    .transform((value) => value || undefined)
    .superRefine((value, ctx) => {
      if (value === undefined) return;
      const refusal = today ? occasionDateRefusal(value, today) : isCalendarDate(value) ? null : 'occasionDateInvalid';
      if (refusal) ctx.addIssue({ code: 'custom', message: M[refusal] });
    });
}

/**
 * The occasion step's fields: what the song is for, its date, rush delivery if the wizard offered it,
 * and the extras chosen (ids only: the server prices them). All optional.
 */
const occasionShape = (today: string | null) => ({
  occasion: z.enum(OCCASIONS, { error: M.occasionUnknown }).optional(),
  occasionDate: occasionDate(today),
  rush: z.boolean().optional(),
  extras: z
    .array(z.enum(EXTRA_IDS, { error: M.extraUnknown }))
    .max(EXTRA_IDS.length, M.extraUnknown)
    .optional(),
});
/**
 * What the customer agrees to before submitting, on the last step: the terms (the version in force,
 * `TERMS.version`, is kept with the order) and that they are old enough (`TERMS.minimumAge`).
 */
const consentShape = {
  acceptTerms: z.literal(true, { error: M.termsRequired }),
  ageConfirmed: z.literal(true, { error: M.ageConfirmRequired }),
};
/** The step's fields with their formats only; `storySchemaAt` adds today's window and the rule tying a date to an occasion. */
export const occasionStep = z.object({ ...occasionShape(null), ...consentShape });

export const WIZARD_STEPS = ['personal', 'language', 'story', 'relationship', 'occasion'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
export const wizardStepSchemas = {
  personal: personalStep,
  language: languageStep,
  story: storyStep,
  relationship: relationshipStep,
  occasion: occasionStep,
} as const;

const storyShape = (today: string | null) => ({
  ...personalStep.shape,
  ...languageStep.shape,
  ...storyStep.shape,
  ...relationshipStep.shape,
  ...occasionShape(today),
  ...consentShape,
});

/** A date names the day of an occasion: one given without the occasion is refused on the occasion field. */
function occasionForDate<S extends z.ZodType<{ occasion?: Occasion; occasionDate?: string }>>(schema: S): S {
  return schema.refine((value) => value.occasionDate === undefined || value.occasion !== undefined, {
    message: M.occasionForDate,
    path: ['occasion'],
  }) as S;
}

/**
 * The whole story as the wizard validates it, `today` being the visitor's calendar date; the order
 * route validates the same fields within `orderCreateSchemaAt`.
 */
export function storySchemaAt(today: string | null) {
  return occasionForDate(z.object(storyShape(today)));
}
export type StoryFormInput = z.input<ReturnType<typeof storySchemaAt>>;
export type StoryInput = z.output<ReturnType<typeof storySchemaAt>>;

export const referralCode = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(REFERRAL_CODE_PATTERN, M.referralInvalid));

function buildOrderCreateSchema(today: string | null) {
  return occasionForDate(
    z
      .object({
        ...storyShape(today),
        productId: z.enum(PRODUCT_IDS, { error: M.productUnknown }),
        referralCode: referralCode.optional(),
        profilePicture: fileRef.optional(),
        voiceNote: fileRef.optional(),
        /** The customer's photos for the lyric video, uploaded like the brief's photo. */
        videoPhotos: z.array(fileRef).max(LIMITS.videoPhotosMax, M.videoPhotosTooMany).optional(),
        /** The language the customer used the site in: their emails are written in it. */
        siteLanguage: z.enum(LANGUAGE_CODES).optional(),
        /** The customer's IANA time zone: their "today" for the occasion's date, and where the order page shows its dates. */
        timeZone: z.string().max(64).refine(isTimeZone, M.invalidInput).optional(),
      })
      // Photos are what a lyric video is made from: without the video nothing would use them.
      .refine((value) => !value.videoPhotos?.length || value.extras?.includes('video') === true, {
        message: M.videoPhotosWithoutVideo,
        path: ['videoPhotos'],
      }),
  );
}

/** Schemas already built, by day: at most a few days are "today" somewhere at once. */
const orderCreateSchemas = new Map<string, ReturnType<typeof buildOrderCreateSchema>>();
const DAYS_KEPT = 4;

/**
 * What the browser sends to create an order: the story, the product, maybe a code and rush; never an
 * amount. `today` is the calendar date in the customer's `timeZone`, for the occasion date's window.
 * Each day's schema is built once: building it cost more than reading an order with it, and the
 * server reads every order with it.
 */
export function orderCreateSchemaAt(today: string | null) {
  const key = today ?? '';
  let schema = orderCreateSchemas.get(key);
  if (!schema) {
    if (orderCreateSchemas.size >= DAYS_KEPT) orderCreateSchemas.clear();
    schema = buildOrderCreateSchema(today);
    orderCreateSchemas.set(key, schema);
  }
  return schema;
}
/** What the browser sends. */
export type OrderCreateInput = z.input<ReturnType<typeof orderCreateSchemaAt>>;
/** What the route works with once the schema has read it. */
export type OrderCreateFields = z.output<ReturnType<typeof orderCreateSchemaAt>>;

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
  /** The suite's line at checkout (discounted or not); absent on orders a browser kept from before rush. */
  suitePounds?: number;
  /** Rush delivery bought with the order, a line of its own at checkout; null or absent without rush. */
  rush?: RushOption | null;
  /** The extras bought with the order, each at what it was charged (0 where the suite includes it); absent without. */
  extras?: OrderExtra[];
}

/** The occasion an order is for, as the customer gave it; either part may be missing. */
export interface OrderOccasion {
  kind: Occasion | null;
  /** A calendar date (`YYYY-MM-DD`), or null for "no date". */
  date: string | null;
}

/** The story as the customer told it, with its files as short-lived links. */
export interface OrderBrief extends SongWishes<HeardName> {
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
  /**
   * The order's checkout was paid and the provider's event has not arrived yet: the page says the
   * payment is being confirmed rather than offering a second checkout.
   */
  paymentConfirming: boolean;
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
  /** The extras delivered as files of their own (the lyric video, the instrumental); absent from views cached before them. */
  extraFiles?: DeliveredExtraFile[];
  /** Oldest first. */
  revisions: OrderRevision[];
  revisionsIncluded: number;
  revisionsLeft: number;
  /** The lyric drafts sent for approval before recording, and the rounds left. */
  lyrics: LyricsView;
  /** When the song (or the revised version) is due; null when nothing is on its way. */
  expectedDeliveryAt: string | null;
  /** The date promised for the first delivery (rush days when bought) from payment; null until paid. */
  promisedAt: string | null;
  /** Rush delivery bought with the order; null without. */
  rush: RushOption | null;
  /** The extras bought with the order, each at what it was charged; empty without. */
  extras: OrderExtra[];
  /** Null on orders placed without one (and before occasions were asked). */
  occasion: OrderOccasion | null;
  /** The customer's time zone when they ordered, where the page shows its dates (on the server as in the browser); null before it was kept. */
  timeZone: string | null;
  /** The title the customer gave the song; null until they choose one (the suite's name stands in). */
  songTitle: string | null;
  /** The id of the song's gift page while the song is delivered; replacing it revokes the old link. */
  shareId: string | null;
  /** The reveal the customer scheduled for the person the song is for; null when none is (or it was cancelled). */
  reveal: RevealView | null;
  /** Thank-you tips sent after delivery, oldest first: paid, or being confirmed (core/src/tips.ts). */
  tips: TipView[];
  brief: OrderBrief;
  /** Where the story and files stand: when they go, whether they may be kept or deleted now (docs/privacy.md). */
  privacy: OrderPrivacyView;
}

export interface CheckoutResponse {
  success: boolean;
  invoiceUrl?: string;
  error?: string;
}
