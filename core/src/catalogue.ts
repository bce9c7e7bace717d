/** The song suites we sell. Prices are whole pounds; the server reads them from here, never from a client. */
export type Persona = 'people' | 'pro';

export interface Product {
  id: string;
  persona: Persona;
  /** English name; the web shows the translated one from the `products` namespace. */
  name: string;
  suite: string;
  pricePounds: number;
  featureKeys: readonly string[];
  /** Revisions the customer may ask for after delivery. */
  revisionsIncluded: number;
  /** Rounds of changes the customer may ask for to the lyric drafts before recording (core/src/lyrics.ts), apart from revisions. */
  lyricRounds: number;
  /** Calendar days from payment to the song, as the product page promises and the order page counts. */
  deliveryDays: number;
  /** Rush delivery, offered when the suite's own pace misses the customer's occasion; null where a suite cannot be rushed. */
  rush: RushOption | null;
}

/** Rush delivery for a suite: a separate line at checkout, never discounted (decision 024). */
export interface RushOption {
  /** Whole pounds, added to the order as a line of its own. */
  pricePounds: number;
  /** Calendar days from payment to the song when rushed, instead of the suite's `deliveryDays`. */
  days: number;
}

/** What a customer may add to any suite at checkout, each a line of its own, never discounted. */
export const EXTRA_IDS = ['verse', 'video', 'instrumental'] as const;
export type ExtraId = (typeof EXTRA_IDS)[number];

/**
 * Each extra's price by persona, whole pounds; 0 where the suite includes it (a pro artist's record
 * has the verses it needs). Starting prices, kept here so the server prices them and nothing else does.
 */
export const EXTRA_PRICES: Record<ExtraId, Record<Persona, number>> = {
  verse: { people: 60, pro: 0 },
  video: { people: 90, pro: 90 },
  instrumental: { people: 40, pro: 40 },
};

/** What an extra costs on a suite, in whole pounds; 0 when the suite includes it. */
export const extraPricePounds = (product: { persona: Persona }, id: ExtraId): number => EXTRA_PRICES[id][product.persona];

/** The extras a suite includes at no charge (the pro suites' extra verse). */
export const includedExtras = (product: { persona: Persona }): ExtraId[] =>
  EXTRA_IDS.filter((id) => extraPricePounds(product, id) === 0);

/** An extra as an order keeps it: what was charged for it, in whole pounds. */
export interface OrderExtra {
  id: ExtraId;
  pricePounds: number;
}

export const CATEGORY_LABELS: Record<Persona, string> = { people: 'the people', pro: 'pro artist' };

/** Revisions each suite includes: a pro artist shapes the record with us over several rounds. */
export const REVISIONS_INCLUDED: Record<Persona, number> = { people: 1, pro: 3 };

/**
 * Lyric rounds each suite includes: as with revisions, a round is one round of changes the customer
 * may ask for after a draft before recording. The people suites get the first draft and one round of
 * changes (up to 2 drafts), the pro suites up to 3 rounds (up to 4 drafts); then the draft is approved.
 */
export const LYRIC_ROUNDS: Record<Persona, number> = { people: 1, pro: 3 };

/** Calendar days we take to deliver a revised version, whatever the suite. */
export const REVISION_DELIVERY_DAYS = 5;

export const PRODUCTS: readonly Product[] = [
  {
    id: 'basic-song',
    persona: 'people',
    name: 'Basic Song',
    suite: 'Short Song Suite',
    pricePounds: 440,
    featureKeys: ['mp3Recording', 'musicVideos'],
    revisionsIncluded: REVISIONS_INCLUDED.people,
    lyricRounds: LYRIC_ROUNDS.people,
    deliveryDays: 7,
    rush: { pricePounds: 90, days: 3 },
  },
  {
    id: 'basic-full-song',
    persona: 'people',
    name: 'Basic Full Song',
    suite: 'Full Song Suite',
    pricePounds: 620,
    featureKeys: ['mp3Recording', 'musicVideo'],
    revisionsIncluded: REVISIONS_INCLUDED.people,
    lyricRounds: LYRIC_ROUNDS.people,
    deliveryDays: 14,
    rush: { pricePounds: 150, days: 7 },
  },
  {
    id: 'pro-studio',
    persona: 'pro',
    name: 'Pro Studio',
    suite: 'Pro Studio Suite',
    pricePounds: 3500,
    featureKeys: ['collaboration'],
    revisionsIncluded: REVISIONS_INCLUDED.pro,
    lyricRounds: LYRIC_ROUNDS.pro,
    deliveryDays: 21,
    rush: { pricePounds: 750, days: 10 },
  },
  {
    id: 'producer-elite',
    persona: 'pro',
    name: 'Producer Elite',
    suite: 'Collaboration',
    pricePounds: 8000,
    featureKeys: ['collaboration'],
    revisionsIncluded: REVISIONS_INCLUDED.pro,
    lyricRounds: LYRIC_ROUNDS.pro,
    deliveryDays: 30,
    // Sessions are booked with the artist: a collaboration cannot be rushed.
    rush: null,
  },
];

export const PRODUCT_IDS = PRODUCTS.map((p) => p.id) as [string, ...string[]];

export function findProduct(id: string): Product | undefined {
  return PRODUCTS.find((p) => p.id === id);
}

export function productsFor(persona: Persona): Product[] {
  return PRODUCTS.filter((p) => p.persona === persona);
}

/** The price a persona's suites start from ("from £440"), in whole pounds. */
export function startingPrice(persona: Persona): number {
  return Math.min(...productsFor(persona).map((p) => p.pricePounds));
}
