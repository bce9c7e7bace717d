/** CAPTCHA verification on the server; the browser only ever hands us a token. */
export interface CaptchaVerifier {
  readonly kind: string;
  /** What the browser needs to render the widget. */
  readonly publicConfig: { provider: 'turnstile' | 'local'; siteKey: string };
  verify(token: string, remoteIp: string | null): Promise<boolean>;
}
