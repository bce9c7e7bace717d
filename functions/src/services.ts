import type { App } from 'firebase-admin/app';
import type { Config } from './config.ts';
import { BackgroundWork } from './platform/background.ts';
import { ReadCache } from './platform/cache.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import { jsonLogger, type Logger, silentLogger } from './platform/logging.ts';
import { RateLimiter } from './platform/rate-limit.ts';
import { type KnowledgeSource, storedKnowledge } from './ports/assistant/knowledge.ts';
import type { Assistant } from './ports/assistant/port.ts';
import { RetrievalAssistant } from './ports/assistant/retrieval.ts';
import { FirebaseAuthMailer } from './ports/auth-links/firebase.ts';
import type { AuthMailer } from './ports/auth-links/port.ts';
import { EmbeddedCaptcha } from './ports/captcha/embedded.ts';
import type { CaptchaVerifier } from './ports/captcha/port.ts';
import { TurnstileCaptcha } from './ports/captcha/turnstile.ts';
import type { DocumentStore } from './ports/documents/port.ts';
import { EmbeddedFileStore } from './ports/files/embedded.ts';
import type { FileStore } from './ports/files/port.ts';
import { FirebaseIdentity, identityToolkitUrl } from './ports/identity/firebase.ts';
import type { Identity } from './ports/identity/port.ts';
import type { Mailer } from './ports/mail/port.ts';
import { SmtpMailer } from './ports/mail/smtp.ts';
import { EmbeddedPaymentGateway } from './ports/payments/embedded.ts';
import type { PaymentGateway } from './ports/payments/port.ts';

/** Everything a feature may use. Features receive this, never a concrete adapter. */
export interface Services {
  config: Config;
  clock: Clock;
  log: Logger;
  documents: DocumentStore;
  files: FileStore;
  payments: PaymentGateway;
  identity: Identity;
  captcha: CaptchaVerifier;
  /** Answers visitors' questions from the knowledge base and the shop's facts, or hands over. */
  assistant: Assistant;
  /** The knowledge base the assistant reads (staff edits tell it to read afresh). */
  knowledge: KnowledgeSource;
  /** Firebase Auth's own account mails (password reset, email verification). */
  authLinks: AuthMailer;
  /** Our transactional messages; features queue them in the mail outbox rather than sending directly. */
  mail: Mailer;
  rateLimiter: RateLimiter;
  publicReads: ReadCache;
  /** What a request starts and does not wait for (sending the mail it queued). */
  background: BackgroundWork;
}

/**
 * The Firebase SDKs (and every adapter's own packages) are imported when services are created,
 * on the first request, not when the function's module loads: a cold start's import stays short.
 */
async function firebaseApp(config: Config): Promise<App> {
  const { getApps, initializeApp } = await import('firebase-admin/app');
  const name = `storysong-${config.projectId}`;
  return (
    getApps().find((a) => a.name === name) ??
    initializeApp({ projectId: config.projectId, storageBucket: config.storageBucket || undefined }, name)
  );
}

async function openDocuments(config: Config, app: App): Promise<DocumentStore> {
  if (config.documents === 'firestore') {
    const { getFirestore } = await import('firebase-admin/firestore');
    const { FirestoreDocumentStore } = await import('./ports/documents/firestore.ts');
    return new FirestoreDocumentStore(getFirestore(app));
  }
  // Loaded here, not at the top: libsql loads its native binary as it is imported, which the function never needs.
  const { EmbeddedDocumentStore } = await import('./ports/documents/embedded.ts');
  return EmbeddedDocumentStore.open(`${config.dataDir}/documents`);
}

async function openFiles(config: Config, app: App): Promise<FileStore> {
  if (config.files === 'cloud-storage') {
    const { getStorage } = await import('firebase-admin/storage');
    const { CloudStorageFileStore } = await import('./ports/files/cloud-storage.ts');
    const storage = getStorage(app);
    return new CloudStorageFileStore({
      private: storage.bucket(config.storageBucket),
      public: storage.bucket(config.publicStorageBucket),
    });
  }
  return new EmbeddedFileStore(`${config.dataDir}/files`, config.signingKey, config.siteUrl);
}

export async function openPayments(config: Config, documents: DocumentStore, clock: Clock): Promise<PaymentGateway> {
  if (config.payments === 'stripe') {
    const { default: Stripe } = await import('stripe');
    const { StripePaymentGateway } = await import('./ports/payments/stripe.ts');
    const base = config.stripeApiBase ? new URL(config.stripeApiBase) : null;
    const stripe = new Stripe(config.stripeSecretKey, {
      maxNetworkRetries: 2,
      ...(base && {
        host: base.hostname,
        port: Number(base.port || (base.protocol === 'http:' ? 80 : 443)),
        protocol: base.protocol === 'http:' ? 'http' : 'https',
      }),
    });
    return new StripePaymentGateway(stripe, config.stripeWebhookSecret);
  }
  return new EmbeddedPaymentGateway(documents, `payments:${config.signingKey}`, config.siteUrl, () => clock.now());
}

function openCaptcha(config: Config): CaptchaVerifier {
  if (config.captcha === 'turnstile') return new TurnstileCaptcha(config.turnstileSiteKey, config.turnstileSecret);
  return new EmbeddedCaptcha(`captcha:${config.signingKey}`);
}

/**
 * Retrieval over the knowledge base is the assistant everywhere, production included: the hosted
 * model is an addition, on only when its key is set, and falls back to retrieval.
 */
export async function openAssistant(config: Config, knowledge: KnowledgeSource, log: Logger): Promise<Assistant> {
  const retrieval = new RetrievalAssistant(knowledge);
  if (!config.assistant.apiKey) return retrieval;
  const { default: Anthropic } = await import('@anthropic-ai/sdk');
  const { AnthropicAssistant } = await import('./ports/assistant/anthropic.ts');
  const client = new Anthropic({
    apiKey: config.assistant.apiKey,
    ...(config.assistant.apiBase && { baseURL: config.assistant.apiBase }),
  });
  return new AnthropicAssistant(client, knowledge, retrieval, {
    model: config.assistant.model,
    timeoutMs: config.assistant.timeoutMs,
    onFallback: (reason) => log.warn('assistant_fallback', { reason }),
  });
}

function openAuthLinks(config: Config, log: Logger): AuthMailer {
  const emulator = config.authEmulatorHost;
  if (!emulator) {
    return new FirebaseAuthMailer({
      identityToolkitUrl: identityToolkitUrl(null),
      apiKey: config.firebaseApiKey,
    });
  }
  return new FirebaseAuthMailer({
    identityToolkitUrl: identityToolkitUrl(emulator),
    apiKey: config.firebaseApiKey,
    emulator: {
      url: `http://${emulator}`,
      projectId: config.projectId,
      actionPageUrl: `${config.siteUrl}/affiliate/reset-password`,
      announce: (event, email, link) => log.info(event, { email, link }),
    },
  });
}

export async function createServices(config: Config, overrides: Partial<Services> = {}): Promise<Services> {
  const app = await firebaseApp(config);
  const { getAuth } = await import('firebase-admin/auth');
  const clock = overrides.clock ?? systemClock;
  const log = overrides.log ?? (config.silent ? silentLogger : jsonLogger);
  const documents = overrides.documents ?? (await openDocuments(config, app));
  const knowledge = overrides.knowledge ?? storedKnowledge(documents, clock);
  return {
    config,
    clock,
    log,
    documents,
    files: overrides.files ?? (await openFiles(config, app)),
    payments: overrides.payments ?? (await openPayments(config, documents, clock)),
    identity:
      overrides.identity ??
      new FirebaseIdentity(getAuth(app), config.authEmulatorHost ? 'firebase-auth-emulator' : 'firebase-auth', {
        url: identityToolkitUrl(config.authEmulatorHost),
        apiKey: config.firebaseApiKey,
      }),
    captcha: overrides.captcha ?? openCaptcha(config),
    knowledge,
    assistant: overrides.assistant ?? (await openAssistant(config, knowledge, log)),
    authLinks: overrides.authLinks ?? openAuthLinks(config, log),
    // A process that sends its own mail lives long (the local server): nodemailer's pool keeps a few
    // connections between messages. A function instance, sent each message by the outbox trigger,
    // sleeps between invocations with no CPU, where a kept connection would go stale: one per message.
    mail: overrides.mail ?? new SmtpMailer(config.smtp, { pooled: config.mailDispatch === 'in-process' }),
    rateLimiter: overrides.rateLimiter ?? new RateLimiter(documents, clock),
    publicReads: overrides.publicReads ?? new ReadCache(config.publicReadCacheMs, () => clock.now()),
    background: overrides.background ?? new BackgroundWork(log),
  };
}
