import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env.ts';
import type { Services } from '../../services.ts';

export function healthRoutes(services: Services) {
  const { config } = services;
  const routes = new Hono<AppEnv>();

  routes.get('/health', (c) =>
    c.json({
      status: 'ok',
      adapters: {
        identity: services.identity.kind,
        documents: services.documents.kind,
        files: services.files.kind,
        payments: services.payments.kind,
        captcha: services.captcha.kind,
        assistant: services.assistant.kind,
        authLinks: services.authLinks.kind,
        mail: services.mail.kind,
      },
    }),
  );

  /** What the browser needs at run time, so one build serves every environment. */
  routes.get('/config', (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({
      siteName: config.siteName,
      siteUrl: config.siteUrl,
      firebase: { apiKey: config.firebaseApiKey, projectId: config.projectId, authDomain: `${config.projectId}.firebaseapp.com` },
      authEmulatorUrl: config.authEmulatorHost ? `http://${config.authEmulatorHost}` : null,
      captcha: services.captcha.publicConfig,
      paymentProvider: services.payments.providerName,
    });
  });

  return routes;
}
