import { defineSecret } from 'firebase-functions/params';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
// The outbox's name alone, from its own module: the feature's exports.ts would bring the mail code into the entry.
import { MAIL_OUTBOX } from './features/mail/records.ts';

/** Secrets live in Secret Manager; `firebase functions:secrets:set NAME` sets each one. */
const secrets = [
  defineSecret('STRIPE_SECRET_KEY'),
  defineSecret('STRIPE_WEBHOOK_SECRET'),
  defineSecret('TURNSTILE_SECRET'),
  defineSecret('URL_SIGNING_KEY'),
  // Seals affiliates' payment details at rest: `id:base64key` pairs, the first the current key (docs/operations.md).
  defineSecret('SEALING_KEYS'),
  // The SMTP server's password (set it to any value if the server takes none); host, port, user and sender are plain env.
  defineSecret('SMTP_PASSWORD'),
];
const REGION = 'europe-west2';

/** Loaded on an instance's first request or event; see function-instance.ts. */
const instance = () => import('./function-instance.ts');

export const api = onRequest(
  { region: REGION, secrets, memory: '512MiB', concurrency: 80, timeoutSeconds: 60 },
  async (req, res) => {
    const listen = await (await instance()).requestListener(new URL('.', import.meta.url));
    await listen(req, res);
  },
);

/**
 * Sends each message the moment its outbox document is written (the request that queued it has
 * already answered). Delivery is at least once: a repeated event finds the message sent or leased.
 */
export const mailQueued = onDocumentCreated(
  // No region: the CLI deploys a Firestore trigger to the database's own location, as it must be.
  { document: `${MAIL_OUTBOX}/{id}`, secrets, timeoutSeconds: 60 },
  async (event) => {
    await (await instance()).sendQueuedMail(event.params.id);
  },
);

/** The mail outbox's retry job: every message whose next attempt is due gets one (backoff in features/mail). */
export const mailRetry = onSchedule({ schedule: 'every 5 minutes', region: REGION, secrets, timeoutSeconds: 300 }, async () => {
  await (await instance()).retryMail();
});

/** Scheduled blog posts go out within a minute of their time (features/blog/schedule.ts). */
export const blogSchedule = onSchedule(
  { schedule: 'every 1 minutes', region: REGION, secrets, timeoutSeconds: 120 },
  async () => {
    await (await instance()).publishScheduledPosts();
  },
);

/** Reveals whose moment has come get their email queued, once each (features/orders/reveal-job.ts). */
export const revealsDue = onSchedule({ schedule: 'every 1 minutes', region: REGION, secrets, timeoutSeconds: 120 }, async () => {
  await (await instance()).queueDueReveals();
});

/** Lyric drafts unanswered for five days bring a reminder, for ten are approved with notice (features/orders/lyrics-job.ts). */
export const lyricsDue = onSchedule({ schedule: 'every 1 hours', region: REGION, secrets, timeoutSeconds: 300 }, async () => {
  await (await instance()).remindAndApproveDueLyrics();
});

/** Commissions past their holding period become due for payout (features/affiliates/commissions.ts). */
export const commissionsDue = onSchedule(
  { schedule: 'every 1 hours', region: REGION, secrets, timeoutSeconds: 300 },
  async () => {
    await (await instance()).matureDueCommissions();
  },
);

/** Uploads no order attached within a day are removed (features/uploads/cleanup.ts). */
export const uploadsCleanup = onSchedule(
  { schedule: 'every 1 hours', region: REGION, secrets, timeoutSeconds: 300 },
  async () => {
    await (await instance()).removeUnclaimedUploads();
  },
);

/** Refunds still waiting for the payment provider are asked again with their own key, or released (features/orders/refunds.ts). */
export const refundsRetry = onSchedule({ schedule: 'every 1 hours', region: REGION, secrets, timeoutSeconds: 300 }, async () => {
  await (await instance()).retryWaitingRefunds();
});

/** Personal data past its time goes: retention notices, unanswered ones' stories and files, unpaid orders, old mail (docs/privacy.md). */
export const retention = onSchedule({ schedule: 'every 1 hours', region: REGION, secrets, timeoutSeconds: 300 }, async () => {
  await (await instance()).applyRetention();
});

/** The staff's morning email: stories overdue or due in the next 48 hours, at 07:00 UK time (features/admin/digest.ts). */
export const productionDigest = onSchedule(
  { schedule: 'every day 07:00', timeZone: 'Europe/London', region: REGION, secrets, timeoutSeconds: 300 },
  async () => {
    await (await instance()).sendProductionDigest();
  },
);
