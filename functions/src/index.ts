import { getRequestListener } from '@hono/node-server';
import { SHELL_FILE } from '@storysong/core';
import { defineSecret } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createServices } from './services.ts';
import { RENDERER_IN_FUNCTION } from './site/rendered-pages.ts';

/** Secrets live in Secret Manager; `firebase functions:secrets:set NAME` sets each one. */
const secrets = [
  defineSecret('STRIPE_SECRET_KEY'),
  defineSecret('STRIPE_WEBHOOK_SECRET'),
  defineSecret('TURNSTILE_SECRET'),
  defineSecret('URL_SIGNING_KEY'),
];

let listener: ReturnType<typeof getRequestListener> | undefined;

/** Built once per instance, on the first request, after secrets are in the environment. */
async function handler() {
  if (!listener) {
    const config = loadConfig();
    const services = await createServices(config);
    const app = createApp(services, {
      templatePath: new URL(`./${SHELL_FILE}`, import.meta.url).pathname,
      rendererPath: new URL(`./${RENDERER_IN_FUNCTION}`, import.meta.url).pathname,
    });
    listener = getRequestListener(app.fetch);
  }
  return listener;
}

export const api = onRequest(
  { region: 'europe-west2', secrets, memory: '512MiB', concurrency: 80, timeoutSeconds: 60 },
  async (req, res) => {
    const listen = await handler();
    await listen(req, res);
  },
);
