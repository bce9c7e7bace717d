import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../testing/harness.ts';
import { EmbeddedCaptcha } from './embedded.ts';
import { TurnstileCaptcha } from './turnstile.ts';

describe('captcha contract: embedded stand-in', () => {
  const clock = manualClock();
  const captcha = new EmbeddedCaptcha('secret', clock.now);

  it('accepts a token it issued, and refuses forged and expired ones', async () => {
    const token = captcha.issue();
    expect(await captcha.verify(token)).toBe(true);
    expect(await captcha.verify(`${token.slice(0, -2)}xx`)).toBe(false);
    expect(await new EmbeddedCaptcha('other-secret', clock.now).verify(token)).toBe(false);
    expect(await captcha.verify('')).toBe(false);
    clock.advance(3 * 60 * 1000);
    expect(await captcha.verify(token)).toBe(false);
  });
});

/** Turnstile's siteverify, answered by a local stand-in that checks what we send. */
describe('captcha contract: turnstile (against a local siteverify stand-in)', () => {
  let endpoint = '';
  const seen: URLSearchParams[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const params = new URLSearchParams(body);
      seen.push(params);
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({ success: params.get('secret') === 'turnstile-secret' && params.get('response') === 'good-token' }),
      );
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('verifies server-side with the secret, the token and the client address', async () => {
    const captcha = new TurnstileCaptcha('site-key', 'turnstile-secret', endpoint);
    expect(captcha.publicConfig).toEqual({ provider: 'turnstile', siteKey: 'site-key' });
    expect(await captcha.verify('good-token', '203.0.113.9')).toBe(true);
    expect(seen.at(-1)?.get('remoteip')).toBe('203.0.113.9');
    expect(await captcha.verify('bad-token', null)).toBe(false);
  });

  it('fails closed when the verifier cannot be reached', async () => {
    const captcha = new TurnstileCaptcha('site-key', 'turnstile-secret', 'http://127.0.0.1:1/siteverify');
    expect(await captcha.verify('good-token', null)).toBe(false);
  });
});
