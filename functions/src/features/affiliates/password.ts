import { LIMITS, MESSAGES } from '@storysong/core';
import { HttpError } from '../../platform/errors.ts';
import type { Limit } from '../../platform/rate-limit.ts';
import type { Services } from '../../services.ts';
import { AFFILIATE_EMAILS } from './records.ts';

/** The spec's lockout (5 attempts, 30 minutes), counted per email and per client address. */
export const FORGOT_BY_EMAIL: Limit = {
  name: 'forgot-password-email',
  max: LIMITS.forgotPasswordMaxAttempts,
  windowMs: LIMITS.forgotPasswordLockMs,
};
export const FORGOT_BY_CLIENT: Limit = { ...FORGOT_BY_EMAIL, name: 'forgot-password-client' };

export interface ForgotPasswordRequest {
  email: string;
  captchaToken: string;
  client: string;
}

/**
 * Sends the reset mail when the email belongs to an affiliate. Unknown emails get the same
 * answer, so the form never reveals who is registered; both still count toward the lockout.
 */
export async function requestPasswordReset(services: Services, request: ForgotPasswordRequest): Promise<void> {
  if (!(await services.captcha.verify(request.captchaToken, request.client))) {
    throw new HttpError(400, 'validation_failed', MESSAGES.captchaRequired, { captchaToken: MESSAGES.captchaRequired });
  }
  const email = request.email.toLowerCase();
  const [byEmail, byClient] = await Promise.all([
    services.rateLimiter.hit(FORGOT_BY_EMAIL, email),
    services.rateLimiter.hit(FORGOT_BY_CLIENT, request.client),
  ]);
  if (!byEmail.allowed || !byClient.allowed) {
    const retryAfter = Math.max(
      byEmail.allowed ? 0 : byEmail.retryAfterSeconds,
      byClient.allowed ? 0 : byClient.retryAfterSeconds,
    );
    throw new HttpError(423, 'locked', MESSAGES.forgotPasswordLocked, undefined, { 'Retry-After': String(retryAfter) });
  }
  if (!(await services.documents.get(AFFILIATE_EMAILS, email))) return;
  try {
    await services.authLinks.sendPasswordReset(email, `${services.config.siteUrl}/affiliate/reset-password`);
  } catch (error) {
    services.log.error('password_reset_mail_failed', { message: (error as Error).message });
    throw new HttpError(502, 'internal', MESSAGES.genericError);
  }
}
