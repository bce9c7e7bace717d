import { randomUUID } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { FEATURES } from './features/index.ts';
import { identify } from './platform/auth.ts';
import type { AppEnv } from './platform/env.ts';
import { errorBody, HttpError } from './platform/errors.ts';
import { loggedPath, redactAddresses } from './platform/logging.ts';
import { securityHeaders } from './platform/security-headers.ts';
import { ConflictError, NotFoundError, PreconditionError } from './ports/documents/port.ts';
import { SignatureError } from './ports/payments/port.ts';
import type { Services } from './services.ts';
import { crawlerFileRoutes } from './site/crawler-files.ts';
import { pageRoutes, type WebOptions } from './site/page-routes.ts';

export const JSON_BODY_LIMIT_BYTES = 512 * 1024;

/**
 * The whole HTTP API, built from its ports. `server.ts` serves it locally (with the PWA),
 * `index.ts` exports it as the `api` Cloud Function: the same code either way.
 */
export function createApp(services: Services, web: WebOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { log } = services;

  app.use('*', async (c, next) => {
    const started = performance.now();
    c.set('requestId', c.req.header('x-request-id') ?? randomUUID());
    await next();
    if (services.config.logRequests) {
      log.info('request', {
        requestId: c.get('requestId'),
        method: c.req.method,
        path: loggedPath(c.req.path),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
    }
  });
  app.use('*', securityHeaders(services.config));
  // A path that does not decode (`/%E0`) names nothing here: refused before a route tries to decode it.
  // Only an address with an escape can fail, so the others skip parsing it.
  app.use('*', async (c, next) => {
    if (!c.req.url.includes('%')) return next();
    try {
      decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return c.json(errorBody('bad_request', 'This address is not valid.'), 400);
    }
    return next();
  });
  const tooLarge = (ctx: Context) => ctx.json(errorBody('payload_too_large', 'Request body is too large'), 413);
  const streamedBodyLimit = bodyLimit({ maxSize: JSON_BODY_LIMIT_BYTES, onError: tooLarge });
  // GET and HEAD carry no body. A body of declared length is judged by it, as bodyLimit would, but
  // without asking for the body: on the Node server that builds a whole fetch Request, where the
  // route's own read takes the body straight from the socket (6% of the server's CPU under
  // test:load). Node's parser never reads past a declared length. A streamed body is counted as it comes.
  app.use('/api/*', async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.path.startsWith('/api/files/')) return next();
    const declared = c.req.header('content-length');
    if (declared !== undefined && c.req.header('transfer-encoding') === undefined) {
      return Number.parseInt(declared, 10) > JSON_BODY_LIMIT_BYTES ? tooLarge(c) : next();
    }
    return streamedBodyLimit(c, next);
  });
  app.use('/api/*', identify(services));

  for (const feature of FEATURES) app.route('/api', feature.routes(services));
  app.route('/', crawlerFileRoutes(services, FEATURES));
  for (const feature of FEATURES) if (feature.siteRoutes) app.route('/', feature.siteRoutes(services));
  app.route(
    '/',
    pageRoutes(services, web, {
      resolvers: FEATURES.flatMap((f) => f.pageResolvers ?? []),
      renderedPages: FEATURES.flatMap((f) => f.renderedPages ?? []),
    }),
  );

  app.notFound((c) => c.json(errorBody('not_found', `No route for ${c.req.method} ${c.req.path}`), 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      return c.json(errorBody(error.code, error.message, error.fields), error.status);
    }
    if (error instanceof SignatureError) return c.json(errorBody('bad_request', error.message), 400);
    if (error instanceof ConflictError || error instanceof PreconditionError) {
      return c.json(errorBody('conflict', 'That was changed by someone else. Please reload and try again.'), 409);
    }
    if (error instanceof NotFoundError) return c.json(errorBody('not_found', 'Not found'), 404);
    // The path as the request log writes it, and no address an error's text may quote.
    log.error('unhandled_error', {
      requestId: c.get('requestId'),
      path: loggedPath(c.req.path),
      message: redactAddresses(error.message),
      stack: redactAddresses(error.stack ?? ''),
    });
    return c.json(errorBody('internal', 'Something went wrong on our side. Please try again.'), 500);
  });
  return app;
}
