import { getRequestListener } from '@hono/node-server';
import { SHELL_FILE } from '@storysong/core';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { remindAndApproveDueLyrics as remindLyrics, sendProductionDigest as sendDigest } from './features/admin/exports.ts';
import { matureCommissions } from './features/affiliates/exports.ts';
import { publishDuePosts } from './features/blog/exports.ts';
import { retryDueMail, sendQueued } from './features/mail/exports.ts';
import { retryWaitingRefunds as retryRefunds, sendDueReveals } from './features/orders/exports.ts';
import { applyRetention as applyRetentionJob } from './features/privacy/exports.ts';
import { removeUnclaimedUploads as removeUploads } from './features/uploads/exports.ts';
import { runMigrations } from './migrations/index.ts';
import { createServices, type Services } from './services.ts';
import { RENDERER_IN_FUNCTION } from './site/rendered-pages.ts';

/**
 * What a Cloud Functions instance runs, loaded by `index.ts` on its first request or event rather
 * than when the runtime imports the entry: the entry then costs only firebase-functions' own
 * definitions, and every trigger's instance loads this once.
 */

let services: Promise<Services> | undefined;
let listener: ReturnType<typeof getRequestListener> | undefined;

/** Built once per instance, on first use, after secrets are in the environment. */
function servicesOnce(): Promise<Services> {
  // A failed start is not kept: the next request or run tries again.
  // The `mailQueued` trigger sends what requests queue: a function gets no CPU after its response.
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

/** The HTTP API and pages, as a Node request listener; `lib` is the entry's folder, where build.mjs copies the shell and renderer. */
export async function requestListener(lib: URL) {
  if (!listener) {
    const app = createApp(await servicesOnce(), {
      templatePath: new URL(SHELL_FILE, lib).pathname,
      rendererPath: new URL(RENDERER_IN_FUNCTION, lib).pathname,
    });
    listener = getRequestListener(app.fetch);
  }
  return listener;
}

export async function sendQueuedMail(id: string) {
  await sendQueued(await servicesOnce(), [id]);
}

export async function retryMail() {
  await retryDueMail(await servicesOnce());
}

export async function publishScheduledPosts() {
  await publishDuePosts(await servicesOnce());
}

export async function matureDueCommissions() {
  await matureCommissions(await servicesOnce());
}

export async function removeUnclaimedUploads() {
  await removeUploads(await servicesOnce());
}

export async function retryWaitingRefunds() {
  await retryRefunds(await servicesOnce());
}

export async function sendProductionDigest() {
  await sendDigest(await servicesOnce());
}

export async function queueDueReveals() {
  await sendDueReveals(await servicesOnce());
}

export async function remindAndApproveDueLyrics() {
  await remindLyrics(await servicesOnce());
}

export async function applyRetention() {
  await applyRetentionJob(await servicesOnce());
}
