import { randomBytes } from 'node:crypto';
import { type AffiliateRegisterInput, generateCode, LIMITS, MESSAGES } from '@storysong/core';
import { isoNow } from '../../platform/clock.ts';
import { HttpError } from '../../platform/errors.ts';
import { ConflictError } from '../../ports/documents/port.ts';
import { EmailTakenError } from '../../ports/identity/port.ts';
import type { Services } from '../../services.ts';
import { AFFILIATE_EMAILS, AFFILIATES, type AffiliateRecord, REFERRAL_CODES } from './records.ts';
import { sealPaymentDetails } from './sealed-payment-details.ts';

/** A collision among 36^8 codes is rare; a few tries make a second one vanishingly so. */
const CODE_ATTEMPTS = 5;

const emailTaken = () => new HttpError(409, 'conflict', MESSAGES.emailTaken);

/** Claims a fresh referral code for the affiliate, retrying when a code is already taken. */
async function claimCode(services: Services, affiliateId: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const code = generateCode((n) => randomBytes(n));
    try {
      await services.documents.create(REFERRAL_CODES, code, { affiliateId });
      return code;
    } catch (error) {
      if (!(error instanceof ConflictError) || attempt >= CODE_ATTEMPTS) throw error;
    }
  }
}

/**
 * Registers an affiliate. The email's row in AFFILIATE_EMAILS is reserved before the Auth user
 * is made, so of concurrent registrations on one email exactly one goes on and the others get the
 * spec's duplicate message. An email that already signs in to something other than an affiliate
 * account (a staff account, say) gets an answer shaped like a success, with a code that belongs to
 * no one, so the form never tells who has a staff account (docs/security.md). A new affiliate is
 * sent Auth's email-verification link; until it is followed the account earns nothing.
 */
export async function registerAffiliate(services: Services, input: AffiliateRegisterInput): Promise<{ referralCode: string }> {
  const { documents, identity } = services;
  const email = input.email.toLowerCase();
  if (await documents.get(AFFILIATE_EMAILS, email)) throw emailTaken();
  if (await identity.findByEmail(email)) {
    // The reservation precedes the Auth user, so a concurrent registration of this email now shows here.
    if (await documents.get(AFFILIATE_EMAILS, email)) throw emailTaken();
    return asIfRegistered(services);
  }
  try {
    await documents.create(AFFILIATE_EMAILS, email, { affiliateId: null });
  } catch (error) {
    if (error instanceof ConflictError) throw emailTaken();
    throw error;
  }

  let uid: string;
  try {
    uid = (await identity.createUser(email, input.password, input.fullName)).uid;
  } catch (error) {
    await documents.delete(AFFILIATE_EMAILS, email).catch(() => undefined);
    if (error instanceof EmailTakenError) return asIfRegistered(services);
    services.log.error('affiliate_register_failed', { step: 'create_user', message: (error as Error).message });
    throw new HttpError(502, 'internal', MESSAGES.registrationFailed);
  }

  let referralCode: string | null = null;
  try {
    referralCode = await claimCode(services, uid);
    const record: AffiliateRecord = {
      fullName: input.fullName,
      email,
      referralCode,
      status: 'active',
      commissionRate: LIMITS.defaultCommissionRate,
      earningsTotalPence: 0,
      ...sealPaymentDetails(services.config, uid, input.paymentDetails),
      createdAt: isoNow(services.clock),
      ...(input.siteLanguage && { siteLanguage: input.siteLanguage }),
    };
    await documents.transaction(async (tx) => {
      tx.create(AFFILIATES, uid, record);
      tx.set(AFFILIATE_EMAILS, email, { affiliateId: uid });
    });
    await identity.setClaims(uid, { affiliate: true });
  } catch (error) {
    services.log.error('affiliate_register_failed', { step: 'records', message: (error as Error).message });
    await undoRegistration(services, uid, email, referralCode);
    throw new HttpError(502, 'internal', MESSAGES.registrationFailed);
  }
  await sendVerification(services, { email, password: input.password });
  return { referralCode };
}

/** What a registration answers, with a code nobody holds: the email's owner keeps their account untouched. */
function asIfRegistered(services: Services): { referralCode: string } {
  services.log.info('affiliate_register_existing_account', {});
  return { referralCode: generateCode((n) => randomBytes(n)) };
}

/**
 * Asks Auth to mail the verification link, answering whether it went. A failure at registration
 * leaves the account in place: the dashboard offers to send the link again.
 */
export async function sendVerification(
  services: Services,
  owner: { email: string } & ({ idToken: string } | { password: string }),
): Promise<boolean> {
  try {
    await services.authLinks.sendEmailVerification(owner, `${services.config.siteUrl}/affiliate/dashboard`);
    return true;
  } catch (error) {
    services.log.error('email_verification_mail_failed', { message: (error as Error).message });
    return false;
  }
}

/** Leaves no half-made account behind, so the email and code are free for a retry. */
async function undoRegistration(services: Services, uid: string, email: string, referralCode: string | null): Promise<void> {
  const { documents } = services;
  const quietly = (work: Promise<unknown>) => work.catch(() => undefined);
  if (referralCode) await quietly(documents.delete(REFERRAL_CODES, referralCode));
  await quietly(documents.delete(AFFILIATES, uid));
  // The email's row is this registration's own reservation (or already names its uid).
  await quietly(documents.delete(AFFILIATE_EMAILS, email));
  await quietly(services.identity.deleteUser(uid));
}
