import { DAY_MS, emailKey, PRODUCTS, TERMS } from '@storysong/core';
import { wavFile } from '../../platform/wav.ts';
import type { Services } from '../../services.ts';
import type { Seeder } from '../seeder.ts';
import { linkRecord } from './order-links.ts';
import { ORDERS, type OrderRecord } from './records.ts';

/**
 * A delivered demo order, so the order page and the gift page can be opened (and measured by
 * `npm run bench:web`) on a fresh data dir. Its links are fixed and public: demo data only.
 */
export const DEMO_DELIVERED_ORDER = {
  orderId: 'demo-delivered-order',
  token: 'demo-delivered-order-private-link',
  shareId: 'demo-gift-song-for-grandma',
} as const;

const SONG_FILE = 'demo-song-for-grandma.wav';
const LYRICS = `Ninety years of market mornings,
a radio hums the village awake,
you sang the hymn to every grandchild,
now we sing it back for your sake.

Oh Nana, keep the melody,
we carry every word you gave,
Oh Nana, this is your song,
the light you were, the way you paved.`;

const DEMO_SONG_SECONDS = 8;

/** A few seconds of a gentle arpeggio as 8 kHz mono 16-bit WAV: a real file a browser can play and seek. */
export function demoSongWav(seconds = DEMO_SONG_SECONDS, rate = 8000): Uint8Array {
  const notes = [261.63, 329.63, 392, 523.25];
  const samples = seconds * rate;
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) {
    const note = notes[Math.floor((i / rate) * 2) % notes.length] ?? 261.63;
    const fade = 1 - ((i / rate) % 0.5) * 1.6;
    data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * note * i) / rate) * 6000 * fade), i * 2);
  }
  return wavFile(data, rate);
}

export const seedDeliveredOrder: Seeder = async (services: Services) => {
  const now = services.clock.now();
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY_MS).toISOString();
  const product = PRODUCTS.find((p) => p.id === 'basic-song') ?? PRODUCTS[0];
  if (!product) return;
  await services.files.put('songs', SONG_FILE, 'audio/wav', demoSongWav());
  const email = 'amara.mensah@example.com';
  const order: OrderRecord = {
    customerName: 'Amara Mensah',
    customerEmail: email,
    customerEmailKey: emailKey(email),
    country: 'GH',
    story:
      "My grandmother turns ninety. She sold cloth at the market in Kumasi for fifty years, bought the village's first radio and sang the same hymn to every one of her grandchildren. I want a song that carries that hymn.",
    emotion: 'Love',
    genre: 'Afrobeats',
    language: 'en',
    relationship: 'Grandma',
    siteLanguage: 'en',
    productId: product.id,
    productName: product.name,
    listPricePounds: product.pricePounds,
    amountPounds: product.pricePounds,
    isDiscounted: false,
    referralCode: null,
    affiliateId: null,
    profilePicture: null,
    consent: { termsVersion: TERMS.version, ageConfirmed: true, acceptedAt: at(9), photoAsPreview: false },
    voiceNote: null,
    paymentStatus: 'paid',
    stage: 'delivered',
    links: [linkRecord(DEMO_DELIVERED_ORDER.token, now)],
    checkoutSessionId: null,
    createdAt: at(9),
    updatedAt: at(2),
    paidAt: at(9),
    inProductionAt: at(8),
    song: { version: 1, file: SONG_FILE, lyrics: LYRICS, deliveredAt: at(2), durationSeconds: DEMO_SONG_SECONDS },
    shareId: DEMO_DELIVERED_ORDER.shareId,
  };
  await services.documents.create(ORDERS, DEMO_DELIVERED_ORDER.orderId, order);
};
