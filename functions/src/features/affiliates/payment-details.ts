import { LIMITS, MESSAGES, maskPaymentDetails, type PaymentDetails, type PaymentDetailsChangeInput } from '@storysong/core';
import { isoNow } from '../../platform/clock.ts';
import { HttpError, notFound } from '../../platform/errors.ts';
import type { Limit } from '../../platform/rate-limit.ts';
import type { Services } from '../../services.ts';
import { composeMail, dispatchQueued, queueMail } from '../mail/exports.ts';
import { AFFILIATES, type AffiliateRecord } from './records.ts';
import { sealPaymentDetails } from './sealed-payment-details.ts';

/** Wrong passwords an affiliate may type before the forms that ask for it lock, per uid: the password is what they guard. */
export const PAYMENT_DETAILS_PASSWORD: Limit = {
  name: 'payment-details-password',
  max: LIMITS.paymentDetailsPasswordAttempts,
  windowMs: LIMITS.forgotPasswordLockMs,
};

/**
 * Proves the caller is the affiliate by their password, for what an open session alone (a
 * borrowed phone, a stolen token) must not do: redirect their money, close their account. The
 * password is checked by signing in to Firebase Auth with it, and must sign in to this very uid;
 * a wrong one is answered with `wrong`, which says what did not happen.
 */
export async function confirmPassword(
  services: Services,
  uid: string,
  password: string,
  wrong: string = MESSAGES.passwordIncorrect,
): Promise<void> {
  const { rateLimiter, identity } = services;
  // Counted before the check, in one transaction: guesses sent at once cannot all be checked
  // against a count none of them has raised yet. A right password takes its count back.
  const locked = await rateLimiter.hit(PAYMENT_DETAILS_PASSWORD, uid);
  if (!locked.allowed) {
    throw new HttpError(429, 'rate_limited', MESSAGES.tooManyAttempts, undefined, {
      'Retry-After': String(locked.retryAfterSeconds),
    });
  }
  const user = await identity.get(uid);
  if (!user || !(await services.documents.get(AFFILIATES, uid))) throw notFound(MESSAGES.affiliateNotFound);
  let signedInAs: string | null;
  try {
    signedInAs = await identity.checkPassword(user.email, password);
  } catch (error) {
    services.log.error('password_check_failed', { message: (error as Error).message });
    throw new HttpError(502, 'internal', MESSAGES.genericError);
  }
  if (signedInAs !== uid) {
    throw new HttpError(400, 'validation_failed', wrong, { password: wrong });
  }
  await rateLimiter.release(PAYMENT_DETAILS_PASSWORD, uid);
}

/**
 * Replaces where the affiliate is paid, once their password proves it is them (`confirmPassword`).
 * The change and its email ("your payment details changed, wasn't you?") commit together, and
 * the next payout waits 48 hours from it: time for the owner to read that email and stop a thief's.
 */
export async function changePaymentDetails(
  services: Services,
  uid: string,
  input: PaymentDetailsChangeInput,
): Promise<PaymentDetails> {
  await confirmPassword(services, uid, input.password);
  const changedAt = isoNow(services.clock);
  const heldUntil = new Date(Date.parse(changedAt) + LIMITS.payoutHoldAfterDetailsChangeMs).toISOString();
  const mailId = await services.documents.transaction(async (tx) => {
    const affiliate = await tx.get<AffiliateRecord>(AFFILIATES, uid);
    if (!affiliate) throw notFound(MESSAGES.affiliateNotFound);
    const mail = composeMail(services.config, {
      kind: 'paymentDetailsChanged',
      to: affiliate.data.email,
      language: input.language,
      name: affiliate.data.fullName,
      path: '/affiliate/dashboard',
      paymentDetails: input.paymentDetails,
      heldUntil,
    });
    tx.update(AFFILIATES, uid, {
      ...sealPaymentDetails(services.config, uid, input.paymentDetails),
      paymentDetailsChangedAt: changedAt,
    });
    return queueMail(tx, services, mail);
  });
  dispatchQueued(services, [mailId]);
  services.log.info('affiliate_payment_details_changed', { uid, method: input.paymentDetails.method });
  return maskPaymentDetails(input.paymentDetails);
}
