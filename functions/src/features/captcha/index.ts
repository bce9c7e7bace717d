import { Hono } from 'hono';
import { clientAddress } from '../../platform/client.ts';
import type { AppEnv } from '../../platform/env.ts';
import { EmbeddedCaptcha } from '../../ports/captcha/embedded.ts';
import type { Feature } from '../feature.ts';

const LIMIT = { name: 'local-captcha', max: 30, windowMs: 60_000 };

/** The local CAPTCHA stand-in's token endpoint; absent when a hosted CAPTCHA is configured. */
export const captchaFeature: Feature = {
  name: 'captcha',
  routes: (services) => {
    const routes = new Hono<AppEnv>();
    const captcha = services.captcha;
    if (captcha instanceof EmbeddedCaptcha) {
      routes.post('/captcha/local', async (c) => {
        await services.rateLimiter.enforce(LIMIT, clientAddress(c, services));
        return c.json({ token: captcha.issue() });
      });
    }
    return routes;
  },
};
