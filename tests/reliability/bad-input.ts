/**
 * `npm run test:bad-input`: for every API route that takes a body or a query, at least 200
 * inputs that its zod schema rejects (wrong types, missing fields, huge strings, unicode edge
 * cases, prototype-pollution keys, negative and fractional numbers). Every answer must be a 4xx
 * in the error shape, never a 5xx, and the data afterwards must equal the data before.
 */
import {
  adminOrdersQuerySchema,
  adminProfileSchema,
  affiliateRegisterSchema,
  affiliateStatusSchema,
  blogPostSaveSchema,
  blogPostUpdateSchema,
  checkoutSchema,
  consultationStartSchema,
  contactRequestSchema,
  forgotPasswordSchema,
  lyricAnswerRequestSchema,
  orderCreateSchemaAt,
  orderStageChangeSchema,
  pageQuerySchema,
  paymentDetailsChangeSchema,
  referralCheckSchema,
  testimonialInputSchema,
  tipRequestSchema,
  transactionExportQuerySchema,
  transactionPageQuerySchema,
  uploadRequestSchema,
  visitorMessageSchema,
  widgetStartSchema,
} from '@storysong/core';
import fc from 'fast-check';
import type { z } from 'zod';
// @ts-expect-error plain ESM helper shared with the test scripts
import { startAuthEmulator } from '../../emulators/auth-emulator.mjs';
import { orderBody } from './traffic.ts';

const PER_ROUTE = Number(process.env.BAD_INPUTS_PER_ROUTE ?? 200);
/** Every run is repeatable: `BAD_INPUT_SEED=<printed seed> npm run test:bad-input` replays one. */
const SEED = Number(process.env.BAD_INPUT_SEED ?? Math.floor(Math.random() * 2 ** 31));
/** Batches of samples tried per route before it counts as unable to reach PER_ROUTE rejected inputs. */
const MAX_BATCHES = 50;
/** Bookkeeping, not data: rate-limit counters move with every request by design. */
const BOOKKEEPING = new Set(['rate_limits']);
const COLLECTIONS = [
  'orders',
  'payment_events',
  'uploads',
  'affiliates',
  'affiliate_emails',
  'referral_codes',
  'referral_transactions',
  'blog_posts',
  'testimonials',
  'admin_users',
  'lockouts',
  'local_checkout_sessions',
  'meta',
  'conversations',
  'conversation_messages',
  'tips',
];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface Target {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  path: string;
  schema: z.ZodType;
  valid: Record<string, Json>;
  as: 'anonymous' | 'admin' | 'affiliate';
  /** Query-string routes send the input as a query instead of a JSON body. */
  query?: boolean;
}

const emulator = await startAuthEmulator({ quiet: true });
process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
const { createTestApi } = await import('../../functions/src/testing/harness.ts');
const api = await createTestApi({}, { TRUSTED_PROXY_HOPS: '1' });
const { seedDemo } = await import('../../functions/src/seed/index.ts');
await seedDemo(api.services);
const admin = await api.user('fuzz-admin@example.com', { admin: true });
const affiliate = await api.user('affiliate@storysong.local', { affiliate: true }, 'StorysongAffiliate1');
const post = (await api.services.documents.query('blog_posts', { limit: 1 }))[0]?.id ?? 'missing';
const testimonial = (await api.services.documents.query('testimonials', { limit: 1 }))[0]?.id ?? 'missing';
const someAffiliate = (await api.services.documents.query('affiliates', { limit: 1 }))[0]?.id ?? 'missing';

const story = orderBody(1) as unknown as Record<string, Json>;
/** A conversation's first message, as the widget sends it (the CAPTCHA is checked after the schema). */
const firstMessage = {
  message: 'What does rush cost?',
  clientMessageId: '0d5bd0a4-4b8e-4b39-9a55-3f0c8d9c2c11',
  origin: { path: '/' },
  language: 'en',
  captchaToken: 'token',
};
const targets: Target[] = [
  {
    method: 'POST',
    path: '/api/uploads',
    schema: uploadRequestSchema,
    valid: { bucket: 'voice-notes', contentType: 'audio/mpeg', size: 1000, fileName: 'a.mp3' },
    as: 'anonymous',
  },
  { method: 'POST', path: '/api/referrals/check', schema: referralCheckSchema, valid: { code: 'DEMO2024' }, as: 'anonymous' },
  // The occasion's window from no today: a body it rejects, the route's schema of any day rejects too.
  { method: 'POST', path: '/api/orders', schema: orderCreateSchemaAt(null), valid: story, as: 'anonymous' },
  { method: 'POST', path: '/api/checkout', schema: checkoutSchema, valid: { orderId: 'abc', token: 'def' }, as: 'anonymous' },
  {
    method: 'POST',
    path: '/api/affiliates/register',
    schema: affiliateRegisterSchema,
    valid: {
      fullName: 'Fuzz',
      email: 'fuzz@example.com',
      password: 'password123',
      paymentDetails: { method: 'paypal', paypalEmail: 'p@example.com' },
      acceptTerms: true,
    },
    as: 'anonymous',
  },
  {
    method: 'POST',
    path: '/api/affiliates/forgot-password',
    schema: forgotPasswordSchema,
    valid: { email: 'fuzz@example.com', captchaToken: 'x' },
    as: 'anonymous',
  },
  { method: 'POST', path: '/api/conversations/widget', schema: widgetStartSchema, valid: firstMessage, as: 'anonymous' },
  {
    method: 'POST',
    path: '/api/conversations/consultation',
    schema: consultationStartSchema,
    valid: { ...firstMessage, fullName: 'Zoé Martin', email: 'zoe@example.com' },
    as: 'anonymous',
  },
  {
    method: 'POST',
    path: '/api/conversations/contact',
    schema: contactRequestSchema,
    valid: {
      fullName: 'Zoé Martin',
      email: 'zoe@example.com',
      country: 'FR',
      message: 'Hello',
      language: 'fr',
      captchaToken: 'token',
    },
    as: 'anonymous',
  },
  {
    method: 'POST',
    path: '/api/conversations/0d5bd0a4-4b8e-4b39-9a55-3f0c8d9c2c11/messages',
    schema: visitorMessageSchema,
    valid: { message: 'Hello again', clientMessageId: firstMessage.clientMessageId },
    as: 'anonymous',
  },
  {
    method: 'POST',
    path: '/api/orders/lyrics',
    schema: lyricAnswerRequestSchema,
    valid: { order: 'abc', token: 'def', round: 1, kind: 'approved' },
    as: 'anonymous',
  },
  {
    method: 'POST',
    path: '/api/orders/tip',
    schema: tipRequestSchema,
    valid: { order: 'abc', token: 'def', amountPounds: 10 },
    as: 'anonymous',
  },
  { method: 'GET', path: '/api/blog/posts', schema: pageQuerySchema, valid: { page: '1' }, as: 'anonymous', query: true },
  { method: 'GET', path: '/api/testimonials', schema: pageQuerySchema, valid: { page: '1' }, as: 'anonymous', query: true },
  {
    method: 'PUT',
    path: '/api/admin/profile',
    schema: adminProfileSchema,
    valid: { displayName: 'Fuzz', notifyNewOrders: true },
    as: 'admin',
  },
  {
    method: 'GET',
    path: '/api/admin/orders',
    schema: adminOrdersQuerySchema,
    valid: { stage: 'received' },
    as: 'admin',
    query: true,
  },
  {
    method: 'PATCH',
    path: '/api/admin/orders/unknown-order',
    schema: orderStageChangeSchema,
    valid: { stage: 'in_production' },
    as: 'admin',
  },
  {
    method: 'POST',
    path: '/api/admin/posts',
    schema: blogPostSaveSchema,
    valid: { title: 'T', content: '<p>x</p>', tags: [], status: 'published' },
    as: 'admin',
  },
  {
    method: 'PUT',
    path: `/api/admin/posts/${post}`,
    schema: blogPostUpdateSchema,
    valid: { title: 'T', content: '<p>x</p>', tags: [], status: 'draft', version: 0 },
    as: 'admin',
  },
  {
    method: 'POST',
    path: '/api/admin/testimonials',
    schema: testimonialInputSchema,
    valid: { title: 'T', description: '', linkUrl: 'https://example.com' },
    as: 'admin',
  },
  {
    method: 'PUT',
    path: `/api/admin/testimonials/${testimonial}`,
    schema: testimonialInputSchema,
    valid: { title: 'T', description: '', linkUrl: 'https://example.com' },
    as: 'admin',
  },
  {
    method: 'PUT',
    path: '/api/affiliates/me/payment-details',
    schema: paymentDetailsChangeSchema,
    valid: { password: 'StorysongAffiliate1', paymentDetails: { method: 'paypal', paypalEmail: 'payee@example.com' } },
    as: 'affiliate',
  },
  {
    method: 'GET',
    path: '/api/affiliates/me/transactions/page',
    schema: transactionPageQuerySchema,
    valid: { status: 'pending', after: 'ord_1' },
    as: 'affiliate',
    query: true,
  },
  {
    method: 'GET',
    path: '/api/affiliates/me/transactions/export',
    schema: transactionExportQuerySchema,
    valid: { status: 'pending' },
    as: 'affiliate',
    query: true,
  },
  {
    method: 'PATCH',
    path: `/api/admin/affiliates/${someAffiliate}`,
    schema: affiliateStatusSchema,
    valid: { status: 'active' },
    as: 'admin',
  },
];

const hostileValue: fc.Arbitrary<Json> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
  fc.constantFrom(-1, -0.01, 0.5, 1e308, -1e308, 0),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\u202e\u202d',
    '🎵'.repeat(3000),
    'x'.repeat(300_000),
    '<script>alert(1)</script>',
    '../../etc/passwd',
    ['$', '{7*7}'].join(''),
  ),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 }),
);

/** Paths to every value in the valid example, nested objects included. */
function paths(value: Json, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => [
    [...prefix, key],
    ...(inner && typeof inner === 'object' && !Array.isArray(inner) ? paths(inner, [...prefix, key]) : []),
  ]);
}

function withPath(value: Record<string, Json>, path: string[], replace: Json | undefined): Record<string, Json> {
  const copy = structuredClone(value);
  let node: Record<string, Json> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, Json>;
  const last = path.at(-1) as string;
  if (replace === undefined) delete node[last];
  else node[last] = replace;
  return copy;
}

/** A mutated body as raw JSON text (so `__proto__` keys survive) and its parsed form. */
function mutations(target: Target): fc.Arbitrary<string> {
  const keyPaths = paths(target.valid).filter((p) => p.length > 0);
  const mutated = fc.oneof(
    fc.constantFrom(...keyPaths).map((p) => withPath(target.valid, p, undefined)),
    fc.tuple(fc.constantFrom(...keyPaths), hostileValue).map(([p, v]) => withPath(target.valid, p, v)),
    fc.jsonValue({ maxDepth: 2 }).map((v) => v as Record<string, Json>),
  );
  return fc.tuple(mutated, fc.constantFrom('', '__proto__', 'constructor')).map(([body, pollution]) => {
    const text = JSON.stringify(body) ?? 'null';
    if (!pollution || !text.startsWith('{')) return text;
    const payload = pollution === '__proto__' ? '{"admin":true,"polluted":true}' : '{"prototype":{"polluted":true}}';
    return text === '{}' ? `{"${pollution}":${payload}}` : `{"${pollution}":${payload},${text.slice(1)}`;
  });
}

async function snapshot(): Promise<string> {
  const parts: string[] = [];
  for (const collection of COLLECTIONS.filter((c) => !BOOKKEEPING.has(c))) {
    const docs = await api.services.documents.query(collection);
    parts.push(JSON.stringify([collection, docs.map((d) => [d.id, d.data])]));
  }
  return parts.join('\n');
}

function queryOf(parsed: unknown): URLSearchParams {
  const entries: [string, unknown][] =
    parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? Object.entries(parsed) : [['value', parsed]];
  return new URLSearchParams(entries.map(([k, v]) => [k, typeof v === 'string' ? v : String(JSON.stringify(v))]));
}

let requestNumber = 0;
/** A new client address for each request, so no rate limit answers in the schema's place. */
function ipHeader(): Record<string, string> {
  const n = requestNumber++;
  return { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
}

/**
 * Inputs for a route, from the run's seed, batch after batch until `PER_ROUTE` of them fail its
 * schema: a sample that happens to hold fewer is no failure of the route.
 */
function* inputsFor(target: Target, routeIndex: number): Generator<string> {
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    yield* fc.sample(mutations(target), { numRuns: PER_ROUTE * 4, seed: (SEED + routeIndex * 7919 + batch * 104_729) | 0 });
  }
}

const before = await snapshot();
const rows: string[] = [];
let totalBad = 0;
console.log(`seed ${SEED} (BAD_INPUT_SEED=${SEED} replays this run)`);
for (const [routeIndex, target] of targets.entries()) {
  const samples = inputsFor(target, routeIndex);
  const statuses = new Map<number, number>();
  let sent = 0;
  let badShape = 0;
  for (const text of samples) {
    if (sent >= PER_ROUTE) break;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
    // Query routes see strings, as the server reads them; bodies are checked as parsed JSON.
    const query = target.query ? queryOf(parsed) : null;
    if (target.schema.safeParse(query ? Object.fromEntries(query) : parsed).success) continue;
    sent++;
    const token = target.as === 'admin' ? admin.token : target.as === 'affiliate' ? affiliate.token : undefined;
    const headers: Record<string, string> = { ...ipHeader(), ...(token && { authorization: `Bearer ${token}` }) };
    let url = `http://localhost:8080${target.path}`;
    let body: string | undefined;
    if (target.query) {
      const entries =
        parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? Object.entries(parsed) : [['value', String(parsed)]];
      url += `?${new URLSearchParams(entries.map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]))}`;
    } else {
      headers['content-type'] = 'application/json';
      body = text;
    }
    const response = await api.app.request(url, { method: target.method, headers, body });
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    const payload = (await response.json().catch(() => null)) as { error?: { code?: unknown; message?: unknown } } | null;
    if (typeof payload?.error?.code !== 'string' || typeof payload.error.message !== 'string') badShape++;
  }
  const fiveHundreds = [...statuses].filter(([s]) => s >= 500).reduce((a, [, n]) => a + n, 0);
  const accepted = [...statuses].filter(([s]) => s < 400).reduce((a, [, n]) => a + n, 0);
  totalBad += fiveHundreds + accepted + badShape + (sent < PER_ROUTE ? 1 : 0);
  const spread = [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}×${n}`)
    .join(' ');
  rows.push(
    `${`${target.method} ${target.path}`.padEnd(52)} ${String(sent).padStart(5)} ${String(fiveHundreds).padStart(5)} ${String(accepted).padStart(6)} ${String(badShape).padStart(6)}  ${spread}`,
  );
}
const after = await snapshot();
const polluted = ({} as Record<string, unknown>).polluted !== undefined || ({} as Record<string, unknown>).admin !== undefined;
await api.close();
await emulator.stop();

console.log(
  `${'route'.padEnd(52)} ${'sent'.padStart(5)} ${'5xx'.padStart(5)} ${'2xx'.padStart(6)} ${'shape'.padStart(6)}  statuses`,
);
for (const row of rows) console.log(row);
console.log(`\ndata unchanged: ${before === after}; prototype polluted: ${polluted}`);
const ok = totalBad === 0 && before === after && !polluted;
console.log(ok ? 'RESULT: pass' : `RESULT: FAIL (seed ${SEED})`);
process.exit(ok ? 0 : 1);
