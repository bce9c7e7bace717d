import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { remindAndApproveDueLyrics, sendProductionDigest } from './features/admin/exports.ts';
import { matureCommissions } from './features/affiliates/exports.ts';
import { publishDuePosts } from './features/blog/exports.ts';
import { loadMailRenderer, retryDueMail } from './features/mail/exports.ts';
import { retryWaitingRefunds, sendDueReveals } from './features/orders/exports.ts';
import { applyRetention } from './features/privacy/exports.ts';
import { removeUnclaimedUploads } from './features/uploads/exports.ts';
import { localTestHooks, TEST_HOOKS_PATH } from './local-test-hooks.ts';
import { runMigrations } from './migrations/index.ts';
import { adjustableClock, systemClock } from './platform/clock.ts';
import { isSeeded, seedDemo } from './seed/index.ts';
import { createServices } from './services.ts';

/**
 * The local stack starts the Auth emulator beside this server, not before it (scripts/lib/stack.mjs),
 * so a restart serves pages while the emulator is still starting. Only seeding needs it at once.
 */
async function untilAuthEmulatorAnswers(host: string) {
  for (;;) {
    try {
      if ((await fetch(`http://${host}/`)).ok) return;
    } catch {}
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
}

/** Runs the API and the built PWA on one local origin (the embedded backend by default). */
const config = loadConfig();
// Under the browser tests' harness only, the clock can be moved forward (local-test-hooks.ts).
const testClock = process.env.LOCAL_TEST_HOOKS === 'true' ? adjustableClock(systemClock) : null;
const services = await createServices(config, { clock: testClock ?? systemClock });
const webRoot = process.env.WEB_ROOT ?? resolve(import.meta.dirname, '../../web/dist');
if (process.env.SEED_DEMO === 'true' && !(await isSeeded(services))) {
  if (config.authEmulatorHost) await untilAuthEmulatorAnswers(config.authEmulatorHost);
  await seedDemo(services);
}
await runMigrations(services);
await loadMailRenderer();
const app = createApp(services, { root: webRoot });

/** Held commissions that have become due; in production a scheduled function runs it (index.ts). */
const COMMISSIONS_DUE_EVERY_MS = 60_000;
const matureDue = () => matureCommissions(services);
const commissionsDue = setInterval(() => {
  matureDue().catch((error: Error) => services.log.error('commissions_due_failed', { message: error.message }));
}, COMMISSIONS_DUE_EVERY_MS);

/** Reveals whose moment has come; in production the `revealsDue` scheduled function queues them (index.ts). */
const REVEALS_EVERY_MS = 15_000;
const queueReveals = () => sendDueReveals(services);
const revealsDue = setInterval(() => {
  queueReveals().catch((error: Error) => services.log.error('reveals_due_failed', { message: error.message }));
}, REVEALS_EVERY_MS);

/** Lyric drafts' reminders and automatic approvals; in production the `lyricsDue` scheduled function (index.ts). */
const LYRICS_EVERY_MS = 10 * 60_000;
const remindLyrics = () => remindAndApproveDueLyrics(services);
const lyricsDue = setInterval(() => {
  remindLyrics().catch((error: Error) => services.log.error('lyrics_due_failed', { message: error.message }));
}, LYRICS_EVERY_MS);

/** Personal data past its time (docs/privacy.md); in production the `retention` scheduled function (index.ts). */
const RETENTION_EVERY_MS = 60 * 60_000;
const retain = () => applyRetention(services);
const retention = setInterval(() => {
  retain().catch((error: Error) => services.log.error('retention_failed', { message: error.message }));
}, RETENTION_EVERY_MS);

const hooks = testClock ? localTestHooks(testClock, matureDue, queueReveals, retain, remindLyrics) : null;
const handle: typeof app.fetch = (request, ...rest) =>
  hooks && new URL(request.url).pathname.startsWith(TEST_HOOKS_PATH)
    ? hooks.fetch(request, ...rest)
    : app.fetch(request, ...rest);

const server = serve({ fetch: handle, port: config.port, hostname: config.host }, (info) => {
  services.log.info('server_listening', { url: `http://${config.host}:${info.port}`, adapters: services.documents.kind });
});

/** The outbox's retry job; in production a scheduled function runs it (index.ts). */
const MAIL_RETRY_EVERY_MS = 30_000;
const mailRetry = setInterval(() => {
  retryDueMail(services).catch((error: Error) => services.log.error('mail_retry_failed', { message: error.message }));
}, MAIL_RETRY_EVERY_MS);

/** Scheduled blog posts; in production the `blogSchedule` scheduled function publishes them (index.ts). */
const BLOG_SCHEDULE_EVERY_MS = 15_000;
const blogSchedule = setInterval(() => {
  publishDuePosts(services).catch((error: Error) => services.log.error('blog_schedule_failed', { message: error.message }));
}, BLOG_SCHEDULE_EVERY_MS);

/** Uploads no order attached within a day, and refunds waiting for the provider; in production the `uploadsCleanup` and `refundsRetry` scheduled functions (index.ts). */
const UPLOADS_CLEANUP_EVERY_MS = 60 * 60_000;
const uploadsCleanup = setInterval(() => {
  removeUnclaimedUploads(services).catch((error: Error) =>
    services.log.error('uploads_cleanup_failed', { message: error.message }),
  );
  retryWaitingRefunds(services).catch((error: Error) => services.log.error('refunds_retry_failed', { message: error.message }));
}, UPLOADS_CLEANUP_EVERY_MS);

/** The staff's morning email, once a UK day from 07:00; in production the `productionDigest` scheduled function (index.ts). */
const PRODUCTION_DIGEST_EVERY_MS = 10 * 60_000;
const productionDigest = setInterval(() => {
  sendProductionDigest(services).catch((error: Error) =>
    services.log.error('production_digest_failed', { message: error.message }),
  );
}, PRODUCTION_DIGEST_EVERY_MS);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  services.log.info('server_stopping', { signal });
  clearInterval(mailRetry);
  clearInterval(blogSchedule);
  clearInterval(commissionsDue);
  clearInterval(revealsDue);
  clearInterval(uploadsCleanup);
  clearInterval(productionDigest);
  clearInterval(retention);
  clearInterval(lyricsDue);
  server.close();
  // Mail a request handed over just before the signal is sent before the store closes.
  await services.background.idle();
  await services.documents.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
