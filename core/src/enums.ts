export const EMOTIONS = ['Joy', 'Grief', 'Fear', 'Love', 'Anger', 'Hope', 'Loneliness', 'Triumph'] as const;
export const GENRES = ['Afrobeats', 'Amapiano', 'Kizomba', 'Kompa', 'Makossa', 'Pop', 'Rap', 'Reggaeton'] as const;

export interface LanguageOption {
  code: string;
  /** Native name, shown in the language switcher. */
  name: string;
  dir: 'ltr' | 'rtl';
  dateLocale: string;
}

export const LANGUAGES: readonly LanguageOption[] = [
  { code: 'ar', name: 'العربية', dir: 'rtl', dateLocale: 'ar' },
  { code: 'en', name: 'English', dir: 'ltr', dateLocale: 'en-GB' },
  { code: 'fr', name: 'Français', dir: 'ltr', dateLocale: 'fr-FR' },
  { code: 'de', name: 'Deutsch', dir: 'ltr', dateLocale: 'de-DE' },
  { code: 'hi', name: 'हिन्दी', dir: 'ltr', dateLocale: 'hi-IN' },
  { code: 'zh', name: '中文', dir: 'ltr', dateLocale: 'zh-CN' },
  { code: 'pt', name: 'Português', dir: 'ltr', dateLocale: 'pt-PT' },
  { code: 'es', name: 'Español', dir: 'ltr', dateLocale: 'es-ES' },
];
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [string, ...string[]];
export const FALLBACK_LANGUAGE = 'en';
/** The site's eight languages as a type, for what is kept per language (conversations, the knowledge base). */
export const SITE_LANGUAGES = ['en', 'fr', 'es', 'pt', 'de', 'ar', 'hi', 'zh'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

export function languageOption(code: string): LanguageOption {
  const base = code.split('-')[0];
  return LANGUAGES.find((l) => l.code === base) ?? (LANGUAGES.find((l) => l.code === FALLBACK_LANGUAGE) as LanguageOption);
}

/** Song languages a customer can choose (same eight as the site). */
export const SONG_LANGUAGES = ['ar', 'en', 'fr', 'de', 'hi', 'zh', 'pt', 'es'] as const;

export const RELATIONSHIP_GROUPS = {
  self: ['self'],
  family: ['Daughter', 'Father', 'Grandma', 'Grandpa', 'Granddaughter', 'Grandson', 'Husband', 'Wife', 'Mother', 'Son'],
  romantic: ['Boyfriend', 'Fiancè', 'Fiancèe', 'Girlfriend', 'Sneaky link'],
  extendedFamily: ['Goddaughter', 'Godson'],
  business: ['Brand'],
} as const;
export const RELATIONSHIPS = Object.values(RELATIONSHIP_GROUPS).flat() as [string, ...string[]];

/** Who the customer would like to sing the song; `surprise` leaves it to the team. */
export const VOICES = ['female', 'male', 'duet', 'surprise'] as const;
export type Voice = (typeof VOICES)[number];

export const PAYMENT_STATUSES = ['awaiting_payment', 'paid', 'cancelled', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Fulfilment stages staff move a paid order through. */
export const ORDER_STAGES = ['received', 'in_production', 'delivered', 'cancelled'] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];
const NEXT_STAGES: Record<OrderStage, readonly OrderStage[]> = {
  received: ['in_production', 'cancelled'],
  in_production: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};
/** An order can be paid until it is paid, whatever became of an earlier checkout, unless staff cancelled it. */
export function isPayable(order: { paymentStatus: PaymentStatus; stage: OrderStage }): boolean {
  return order.paymentStatus !== 'paid' && order.stage !== 'cancelled';
}
export function canMoveStage(from: OrderStage, to: OrderStage): boolean {
  return NEXT_STAGES[from].includes(to);
}

/** A scheduled post is published by the scheduler at its `publishAt`; until then readers never see it. */
export const POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** `closed`: the affiliate closed their account; only its ledger is left, under an id that names no one. */
export const AFFILIATE_STATUSES = ['active', 'suspended', 'closed'] as const;
export type AffiliateStatus = (typeof AFFILIATE_STATUSES)[number];
/** What staff may set: a closed account is the affiliate's own doing and is never reopened. */
export const STAFF_AFFILIATE_STATUSES = ['active', 'suspended'] as const;

/** A commission is pending through its holding period, then approved (due for payout) until a payout batch pays it. */
export const TRANSACTION_STATUSES = ['pending', 'approved', 'rejected', 'paid_out'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export const PAYMENT_METHODS = ['paypal', 'cashapp', 'bank'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
