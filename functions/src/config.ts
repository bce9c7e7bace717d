import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Keyring, parseKeyring } from './platform/sealed.ts';

/**
 * All configuration comes from the environment, with local defaults that run the embedded
 * backend offline. `.env.example` lists every variable; production sets secrets through
 * Cloud Functions' secret manager (see functions/src/index.ts).
 */
export interface Config {
  port: number;
  host: string;
  siteUrl: string;
  siteName: string;
  dataDir: string;
  projectId: string;
  firebaseApiKey: string;
  authEmulatorHost: string | null;
  documents: 'embedded' | 'firestore';
  files: 'embedded' | 'cloud-storage';
  /** Customer files (photos, voice notes): private, read only through signed URLs. */
  storageBucket: string;
  /** Blog images: a separate bucket whose deployed rules make its objects public. */
  publicStorageBucket: string;
  payments: 'embedded' | 'stripe';
  stripeSecretKey: string;
  stripeWebhookSecret: string;
  /** Tests point the Stripe SDK at a local stand-in: `http://127.0.0.1:12111`. */
  stripeApiBase: string | null;
  captcha: 'embedded' | 'turnstile';
  turnstileSiteKey: string;
  turnstileSecret: string;
  /**
   * The assistant's hosted model (Anthropic's API), off unless a key is set: without one, or when the
   * model fails or is slow, the assistant answers by retrieval over the knowledge base.
   */
  assistant: { apiKey: string; model: string; timeoutMs: number; apiBase: string | null };
  signingKey: string;
  /**
   * The keys the secrets in our own documents are sealed with at rest (platform/sealed.ts):
   * affiliates' payment details and staff TOTP secrets. The first is the current one.
   */
  sealingKeys: Keyring;
  /**
   * Transactional mail over SMTP (any provider; maildev locally, started by `npm start` and the tests).
   * No host means no server to send to: messages wait in the outbox until one is configured.
   */
  smtp: { host: string; port: number; secure: boolean; user: string; password: string; from: string };
  /**
   * Who sends a message a request has queued: the process itself, in the background, or the
   * `mailQueued` Firestore trigger, which the Cloud Functions entry (`index.ts`) deploys and names here.
   */
  mailDispatch: 'in-process' | 'outbox-trigger';
  /** One JSON line per request (LOG_REQUESTS=off silences just these). */
  logRequests: boolean;
  /** LOG_LEVEL=silent turns every log off (the test suites). */
  silent: boolean;
  /** How long public blog and testimonial reads are served from memory (0 turns it off). */
  publicReadCacheMs: number;
  production: boolean;
  /** How many proxies sit in front of us (Hosting + Google front end = 1 trusted X-Forwarded-For hop). */
  trustedProxyHops: number;
}

type Env = Record<string, string | undefined>;

/** A local signing key kept in the data dir, so signed links survive a restart. */
function localSigningKey(dataDir: string): string {
  const file = join(dataDir, 'signing-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('hex');
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}

/**
 * Seals payment details where no real key is set: locally and in the tests, whose data is made up.
 * Production refuses it (a key in the source protects nothing).
 */
const DEVELOPMENT_SEALING_KEYS = 'dev:ZGV2ZWxvcG1lbnQta2V5LWZvci1sb2NhbC1kYXRhLSE=';

function sealingKeysOf(env: Env, production: boolean): Keyring {
  const text = env.SEALING_KEYS ?? (production ? '' : DEVELOPMENT_SEALING_KEYS);
  if (!text) throw new Error('SEALING_KEYS must be set in production');
  const ring = parseKeyring(text, 'SEALING_KEYS');
  const developmentKey = parseKeyring(DEVELOPMENT_SEALING_KEYS).keys.get('dev');
  if (production && [...ring.keys.values()].some((key) => developmentKey?.equals(key)))
    throw new Error('SEALING_KEYS must not hold the development key in production');
  return ring;
}

/**
 * Firebase's Emulator Suite (`npm run emulators`) runs the built function as Cloud Functions runs it
 * (K_SERVICE is set, so it is production) but on emulators only: the functions emulator sets
 * FUNCTIONS_EMULATOR, the project is a `demo-` one (such a project exists only on emulators, so
 * nothing can reach a real one), and the documents are the Firestore emulator's. Cloud Functions
 * sets none of these, and GCLOUD_PROJECT names the real project there.
 */
export function onEmulatorSuite(env: Env): boolean {
  const demo = (id: string | undefined) => id?.startsWith('demo-') === true;
  return (
    env.FUNCTIONS_EMULATOR === 'true' &&
    demo(projectIdOf(env)) &&
    (env.GCLOUD_PROJECT === undefined || demo(env.GCLOUD_PROJECT)) &&
    Boolean(env.FIRESTORE_EMULATOR_HOST)
  );
}

/**
 * What must never run in production, each a line that could be copied into an env file by
 * mistake: the embedded checkout (free orders), the embedded CAPTCHA (none at all), the embedded
 * documents store (a file on one instance's disk, gone with it and unseen by the others), and the Auth
 * emulator, whose unsigned tokens firebase-admin accepts while its host is set (anyone is staff).
 * On the Emulator Suite, only what it cannot do without: its own Auth emulator (which it names to
 * the function itself) and the local CAPTCHA (Turnstile is Cloudflare's, out of reach offline);
 * payments stay Stripe's adapter, talking to a local stand-in of Stripe's API, and documents the
 * Firestore emulator's.
 */
function standInsInProduction(config: Config, emulatorSuite: boolean): string[] {
  const found: string[] = [];
  if (config.payments === 'embedded') found.push('PAYMENTS_ADAPTER=embedded (orders would be paid without Stripe)');
  if (config.documents === 'embedded') {
    found.push("DOCUMENTS_ADAPTER=embedded (documents would live on one instance's disk, lost with it)");
  }
  if (config.captcha === 'embedded' && !emulatorSuite) found.push('CAPTCHA_ADAPTER=embedded (forms would have no CAPTCHA)');
  if (config.authEmulatorHost && !emulatorSuite) {
    found.push('FIREBASE_AUTH_EMULATOR_HOST (unsigned emulator tokens would be accepted)');
  }
  return found;
}

/** Blog images are public; customer files must never sit where a public grant could reach them. */
function assertSeparateBuckets(config: Config): void {
  const { storageBucket, publicStorageBucket } = config;
  if (!storageBucket || !publicStorageBucket || storageBucket === publicStorageBucket) {
    throw new Error(
      'Cloud Storage needs two buckets: STORAGE_BUCKET for customer files and a different PUBLIC_STORAGE_BUCKET for blog images.',
    );
  }
}

function smtpOf(env: Env, siteName: string): Config['smtp'] {
  const port = Number(env.SMTP_PORT ?? 587);
  return {
    host: env.SMTP_HOST ?? '',
    port,
    secure: env.SMTP_SECURE ? env.SMTP_SECURE === 'true' : port === 465,
    user: env.SMTP_USER ?? '',
    password: env.SMTP_PASSWORD ?? '',
    from: env.MAIL_FROM ?? `${siteName} <no-reply@storysong.local>`,
  };
}

/** Where local data lives (documents, files, the Auth emulator's accounts). */
export function dataDirOf(env: Env = process.env): string {
  return resolve(env.DATA_DIR ?? '.data');
}

/** The Firebase project; `demo-*` projects exist only on emulators. */
export function projectIdOf(env: Env = process.env): string {
  return env.FIREBASE_PROJECT_ID ?? env.GCLOUD_PROJECT ?? 'demo-storysong';
}

export function loadConfig(env: Env = process.env): Config {
  // The local stack runs the built server with NODE_ENV=production (React's and the libraries' production
  // builds, as deployed) and says it is local; on Cloud Functions K_SERVICE is set and wins over that.
  const production = Boolean(env.K_SERVICE) || (env.NODE_ENV === 'production' && env.LOCAL_STACK !== 'true');
  const port = Number(env.PORT ?? 8080);
  const host = env.HOST ?? '127.0.0.1';
  const dataDir = dataDirOf(env);
  const pick = <T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T =>
    allowed.includes(value as T) ? (value as T) : fallback;
  const signingKey = env.URL_SIGNING_KEY ?? (production ? '' : localSigningKey(dataDir));
  if (production && !signingKey) throw new Error('URL_SIGNING_KEY must be set in production');
  const config: Config = {
    port,
    host,
    siteUrl: (env.SITE_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    siteName: env.SITE_NAME ?? 'Storysong',
    dataDir,
    projectId: projectIdOf(env),
    firebaseApiKey: env.FIREBASE_API_KEY ?? 'demo-api-key',
    authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST ?? null,
    documents: pick(env.DOCUMENTS_ADAPTER, ['embedded', 'firestore'], production ? 'firestore' : 'embedded'),
    files: pick(env.FILES_ADAPTER, ['embedded', 'cloud-storage'], production ? 'cloud-storage' : 'embedded'),
    storageBucket: env.STORAGE_BUCKET ?? '',
    publicStorageBucket: env.PUBLIC_STORAGE_BUCKET ?? '',
    payments: pick(env.PAYMENTS_ADAPTER, ['embedded', 'stripe'], production ? 'stripe' : 'embedded'),
    stripeSecretKey: env.STRIPE_SECRET_KEY ?? '',
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
    stripeApiBase: env.STRIPE_API_BASE ?? null,
    captcha: pick(env.CAPTCHA_ADAPTER, ['embedded', 'turnstile'], production ? 'turnstile' : 'embedded'),
    turnstileSiteKey: env.TURNSTILE_SITE_KEY ?? '',
    turnstileSecret: env.TURNSTILE_SECRET ?? '',
    assistant: {
      apiKey: env.ASSISTANT_API_KEY ?? '',
      model: env.ASSISTANT_MODEL ?? 'claude-haiku-4-5',
      timeoutMs: Number(env.ASSISTANT_TIMEOUT_MS ?? 6000),
      apiBase: env.ASSISTANT_API_BASE ?? null,
    },
    signingKey,
    sealingKeys: sealingKeysOf(env, production),
    smtp: smtpOf(env, env.SITE_NAME ?? 'Storysong'),
    mailDispatch: 'in-process',
    logRequests: env.LOG_REQUESTS !== 'off' && env.LOG_LEVEL !== 'silent',
    silent: env.LOG_LEVEL === 'silent',
    publicReadCacheMs: Number(env.PUBLIC_READ_CACHE_MS ?? 5000),
    production,
    trustedProxyHops: Number(env.TRUSTED_PROXY_HOPS ?? (production ? 1 : 0)),
  };
  if (production && config.files === 'cloud-storage') assertSeparateBuckets(config);
  const standIns = production ? standInsInProduction(config, onEmulatorSuite(env)) : [];
  if (standIns.length > 0) {
    throw new Error(
      `Refusing to start in production with local stand-ins: ${standIns.join('; ')}. Remove them from the environment.`,
    );
  }
  return config;
}
