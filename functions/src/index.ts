import { getRequestListener } from '@hono/node-server';
import { SHELL_FILE } from '@storysong/core';
import { defineSecret } from 'firebase-functions/params';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { matureCommissions } from './features/affiliates/exports.ts';
import { publishDuePosts } from './features/blog/exports.ts';
import { MAIL_OUTBOX, retryDueMail, sendQueued } from './features/mail/exports.ts';
import { retryWaitingRefunds } from './features/orders/exports.ts';
import { removeUnclaimedUploads } from './features/uploads/exports.ts';
import { runMigrations } from './migrations/index.ts';
import { createServices, type Services } from './services.ts';
import { RENDERER_IN_FUNCTION } from './site/rendered-pages.ts';

/** Secrets live in Secret Manager; `firebase functions:secrets:set NAME` sets each one. */
const secrets = [
  defineSecret('STRIPE_SECRET_KEY'),
  defineSecret('STRIPE_WEBHOOK_SECRET'),
  defineSecret('TURNSTILE_SECRET'),
  defineSecret('URL_SIGNING_KEY'),
  // The SMTP server's password (set it to any value if the server takes none); host, port, user and sender are plain env.
  defineSecret('SMTP_PASSWORD'),
];
const REGION = 'europe-west2';

let services: Promise<Services> | undefined;
let listener: ReturnType<typeof getRequestListener> | undefined;

/** Built once per instance, on first use, after secrets are in the environment. */
function servicesOnce(): Promise<Services> {
  // A failed start is not kept: the next request or run tries again.
  // The `mailQueued` trigger below sends what requests queue: a function gets no CPU after its response.
  services ??= createServices({ ...loadConfig(), mailDispatch: 'outbox-trigger' }).then(
    (ready) => {
      // In the background: a request never waits for a data change it does not need.
      runMigrations(ready).catch((error: Error) => ready.log.error('migrations_failed', { message: error.message }));
      return ready;
    },
    (error: unknown) => {
      services = undefined;
      throw error;
    },
  );
  return services;
}

async function handler() {
  if (!listener) {
    const app = createApp(await servicesOnce(), {
      templatePath: new URL(`./${SHELL_FILE}`, import.meta.url).pathname,
      rendererPath: new URL(`./${RENDERER_IN_FUNCTION}`, import.meta.url).pathname,
    });
    listener = getRequestListener(app.fetch);
  }
  return listener;
}

export const api = onRequest(
  { region: REGION, secrets, memory: '512MiB', concurrency: 80, timeoutSeconds: 60 },
  async (req, res) => {
    const listen = await handler();
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
    await sendQueued(await servicesOnce(), [event.params.id]);
  },
);

/** The mail outbox's retry job: every message whose next attempt is due gets one (backoff in features/mail). */
export const mailRetry = onSchedule({ schedule: 'every 5 minutes', region: REGION, secrets, timeoutSeconds: 300 }, async () => {
  await retryDueMail(await servicesOnce());
});

/** Scheduled blog posts go out within a minute of their time (features/blog/schedule.ts). */
export const blogSchedule = onSchedule(
  { schedule: 'every 1 minutes', region: REGION, secrets, timeoutSeconds: 120 },
  async () => {
    await publishDuePosts(await servicesOnce());
  },
);

/** Commissions past their holding period become due for payout (features/affiliates/commissions.ts). */
export const commissionsDue = onSchedule(
  { schedule: 'every 1 hours', region: REGION, secrets, timeoutSeconds: 300 },
  async () => {
    await matureCommissions(await servicesOnce());
  },
);

/** Uploads no order attached within a day are removed (features/uploads/cleanup.ts). */
export const uploadsCleanup = onSchedule(
  { schedule: 'every 1 hours', region: REGION, secrets, timeoutSeconds: 300 },
  async () => {
    await removeUnclaimedUploads(await servicesOnce());
  },
);

/** Refunds still waiting for the payment provider are asked again with their own key, or released (features/orders/refunds.ts). */
export const refundsRetry = onSchedule({ schedule: 'every 1 hours', region: REGION, secrets, timeoutSeconds: 300 }, async () => {
  await retryWaitingRefunds(await servicesOnce());
});
