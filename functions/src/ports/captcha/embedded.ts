import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CaptchaVerifier } from './port.ts';

const TTL_MS = 2 * 60 * 1000;

/**
 * Offline stand-in: the local widget asks `/api/captcha/local` for a token after the visitor
 * ticks the box; tokens are HMAC-signed and expire, so the server check is real, if easy.
 */
export class EmbeddedCaptcha implements CaptchaVerifier {
  readonly kind = 'embedded-captcha';
  readonly publicConfig = { provider: 'local' as const, siteKey: 'local' };

  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  issue(): string {
    const payload = `${this.now() + TTL_MS}.${randomBytes(8).toString('hex')}`;
    return `${payload}.${this.mac(payload)}`;
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64url');
  }

  async verify(token: string): Promise<boolean> {
    const last = token.lastIndexOf('.');
    if (last < 0) return false;
    const payload = token.slice(0, last);
    const given = Buffer.from(token.slice(last + 1));
    const expected = Buffer.from(this.mac(payload));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    return Number(payload.split('.')[0]) > this.now();
  }
}
