import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config.ts';

/** The Content-Security-Policy the app runs under: no inline or remote scripts. */
export function contentSecurityPolicy(config: Config): string {
  const connect = ["'self'", 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
  if (config.authEmulatorHost) connect.push(`http://${config.authEmulatorHost}`);
  if (config.files === 'cloud-storage') connect.push('https://storage.googleapis.com');
  const captcha = config.captcha === 'turnstile' ? ' https://challenges.cloudflare.com' : '';
  return [
    "default-src 'self'",
    `script-src 'self'${captcha}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https://storage.googleapis.com",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    `frame-src 'self'${captcha}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' https://checkout.stripe.com",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(config: Config): MiddlewareHandler {
  const headers: [string, string][] = [
    ['Content-Security-Policy', contentSecurityPolicy(config)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), geolocation=(), payment=(), usb=(), microphone=(self)'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
  if (config.production) headers.push(['Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload']);
  // Set before the handler runs, so every response the context builds (errors included) carries
  // them without copying a finished response.
  return async (c, next) => {
    for (const [name, value] of headers) c.header(name, value);
    await next();
  };
}
