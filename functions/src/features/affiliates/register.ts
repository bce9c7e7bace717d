import { randomBytes } from 'node:crypto';
import { type AffiliateRegisterInput, generateCode, LIMITS, MESSAGES } from '@storysong/core';
import { isoNow } from '../../platform/clock.ts';
import { HttpError } from '../../platform/errors.ts';
import { ConflictError } from '../../ports/documents/port.ts';
import { EmailTakenError } from '../../ports/identity/port.ts';
import type { Services } from '../../services.ts';
import { AFFILIATE_EMAILS, AFFILIATES, type AffiliateRecord, REFERRAL_CODES } from './records.ts';

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
 * Registers an affiliate. Firebase Auth refuses a second user with the same email, which is
 * what makes concurrent registrations on one email produce exactly one account.
 */
export async function registerAffiliate(services: Services, input: AffiliateRegisterInput): Promise<{ referralCode: string }> {
  const email = input.email.toLowerCase();
  if (await services.documents.get(AFFILIATE_EMAILS, email)) throw emailTaken();
  if (await services.identity.findByEmail(email)) throw emailTaken();

  let uid: string;
  try {
    uid = (await services.identity.createUser(email, input.password, input.fullName)).uid;
  } catch (error) {
    if (error instanceof EmailTakenError) throw emailTaken();
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
      paymentDetails: input.paymentDetails,
      createdAt: isoNow(services.clock),
    };
    await services.documents.transaction(async (tx) => {
      tx.create(AFFILIATES, uid, record);
      tx.create(AFFILIATE_EMAILS, email, { affiliateId: uid });
    });
    await services.identity.setClaims(uid, { affiliate: true });
    return { referralCode };
  } catch (error) {
    services.log.error('affiliate_register_failed', { step: 'records', message: (error as Error).message });
    await undoRegistration(services, uid, email, referralCode);
    throw new HttpError(502, 'internal', MESSAGES.registrationFailed);
  }
}

/** Leaves no half-made account behind, so the email and code are free for a retry. */
async function undoRegistration(services: Services, uid: string, email: string, referralCode: string | null): Promise<void> {
  const { documents } = services;
  const quietly = (work: Promise<unknown>) => work.catch(() => undefined);
  if (referralCode) await quietly(documents.delete(REFERRAL_CODES, referralCode));
  await quietly(documents.delete(AFFILIATES, uid));
  const owner = await documents.get<{ affiliateId: string }>(AFFILIATE_EMAILS, email).catch(() => null);
  if (owner?.data.affiliateId === uid) await quietly(documents.delete(AFFILIATE_EMAILS, email));
  await quietly(services.identity.deleteUser(uid));
}
