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
  const csp = contentSecurityPolicy(config);
  return async (c, next) => {
    await next();
    c.header('Content-Security-Policy', csp);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('Permissions-Policy', 'camera=(), geolocation=(), payment=(), usb=(), microphone=(self)');
    c.header('X-Frame-Options', 'DENY');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    if (config.production) c.header('Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload');
  };
}
