import type { CaptchaVerifier } from './port.ts';

/** Cloudflare Turnstile, verified server-side through its siteverify endpoint. */
export class TurnstileCaptcha implements CaptchaVerifier {
  readonly kind = 'turnstile';
  readonly publicConfig;

  constructor(
    siteKey: string,
    private readonly secret: string,
    private readonly endpoint = 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  ) {
    this.publicConfig = { provider: 'turnstile' as const, siteKey };
  }

  async verify(token: string, remoteIp: string | null): Promise<boolean> {
    const body = new URLSearchParams({ secret: this.secret, response: token });
    if (remoteIp) body.set('remoteip', remoteIp);
    try {
      const response = await fetch(this.endpoint, { method: 'POST', body, signal: AbortSignal.timeout(5000) });
      const result = (await response.json()) as { success?: boolean };
      return result.success === true;
    } catch {
      return false;
    }
  }
}
