import { createHash, randomBytes } from 'node:crypto';
import { type FactorStatus, type factorProofSchema, STAFF_SECURITY } from '@storysong/core';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { z } from 'zod';
import { HttpError } from '../../platform/errors.ts';
import { seal, unseal } from '../../platform/sealed.ts';
import type { Services } from '../../services.ts';

export const STAFF_FACTORS = 'staff_factors';

/** One staff member's second factor, under their uid. */
export interface StaffFactorRecord {
  [key: string]: unknown;
  status: 'pending' | 'enrolled';
  /** The TOTP secret, sealed for this record (`sealedSecret`): a read of the store alone does not give a thief the codes. */
  secret: string;
  createdAt: string;
  enrolledAt: string | null;
  /** The last TOTP time step accepted: a code seen once (over a shoulder, in a log) is refused after. */
  lastTimeStep: number;
  /** SHA-256 of each unused recovery code: they are 50 random bits each, so a fast hash is enough. */
  recoveryCodes: string[];
}

const ISSUER = 'Storysong';
/** Base32 letters: a recovery code reads and types without 0/O or 1/I confusion. */
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** A code from the step before or after is accepted too: an authenticator's clock drifts. */
const TOLERANCE_SECONDS = 30;

const FACTOR_ATTEMPTS = {
  name: 'staff-factor',
  max: STAFF_SECURITY.factorAttempts,
  windowMs: STAFF_SECURITY.factorAttemptWindowMs,
};

/** What a staff member's secret is sealed for: their record's field, so a value moved to another record does not open. */
const secretContext = (uid: string) => `${STAFF_FACTORS}/${uid}/secret`;
/** The secret sealed with the current key, for this staff member's record only. */
export const sealedSecret = (services: Pick<Services, 'config'>, uid: string, secret: string) =>
  seal(services.config.sealingKeys, secret, secretContext(uid));
export const openSecret = (services: Pick<Services, 'config'>, uid: string, sealed: string) =>
  unseal(services.config.sealingKeys, sealed, secretContext(uid));

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

function newRecoveryCode(): string {
  const letters = [...randomBytes(10)].map((byte) => BASE32[byte % 32]).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}

const wrongCode = (fields: Record<string, string>) =>
  new HttpError(400, 'validation_failed', 'That code is not right, or was already used. Try the next one.', fields);

export async function factorStatus(services: Services, uid: string): Promise<FactorStatus> {
  const doc = await services.documents.get<StaffFactorRecord>(STAFF_FACTORS, uid);
  const enrolled = doc?.data.status === 'enrolled';
  return { enrolled, recoveryCodesLeft: enrolled ? (doc?.data.recoveryCodes.length ?? 0) : 0 };
}

/** A fresh secret, waiting for a first code; an unconfirmed earlier one is replaced. Refused once enrolled. */
export async function startEnrolment(services: Services, uid: string, email: string, secret = generateSecret()) {
  const record: StaffFactorRecord = {
    status: 'pending',
    secret: sealedSecret(services, uid, secret),
    createdAt: new Date(services.clock.now()).toISOString(),
    enrolledAt: null,
    lastTimeStep: 0,
    recoveryCodes: [],
  };
  await services.documents.transaction(async (tx) => {
    const current = await tx.get<StaffFactorRecord>(STAFF_FACTORS, uid);
    if (current?.data.status === 'enrolled') {
      throw new HttpError(
        409,
        'conflict',
        'Your second factor is already set up. Ask another staff member to reset it if you lost it.',
      );
    }
    tx.set(STAFF_FACTORS, uid, record);
  });
  const otpauthUri = generateURI({ issuer: ISSUER, label: email, secret });
  const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauthUri, qrSvg };
}

/** The demo staff account's factor, enrolled with a known secret (local stacks only: the seed). */
export async function enrolWithSecret(services: Services, uid: string, secret: string): Promise<void> {
  const now = new Date(services.clock.now()).toISOString();
  await services.documents.set(STAFF_FACTORS, uid, {
    status: 'enrolled',
    secret: sealedSecret(services, uid, secret),
    createdAt: now,
    enrolledAt: now,
    lastTimeStep: 0,
    recoveryCodes: [],
  } satisfies StaffFactorRecord);
}

/** The secret a staff factor was sealed with (the seed prints the demo account's). */
export async function factorSecret(services: Services, uid: string): Promise<string | null> {
  const doc = await services.documents.get<StaffFactorRecord>(STAFF_FACTORS, uid);
  return doc ? openSecret(services, uid, doc.data.secret) : null;
}

/** Removes a staff member's second factor (offboarding): they enrol afresh if granted again. */
export async function removeFactor(services: Pick<Services, 'documents'>, uid: string): Promise<void> {
  await services.documents.delete(STAFF_FACTORS, uid);
}

type FactorProofInput = z.output<typeof factorProofSchema>;

export type ProofOutcome = { usedRecoveryCode: boolean; recoveryCodes?: string[]; recoveryCodesLeft: number };

/**
 * Checks a code or a recovery code against this staff member's factor and uses it up. Wrong
 * attempts are counted per staff member (five in 15 minutes); a right one takes its count back.
 * Confirming an enrolment (`expect: 'pending'`) takes only an app code and gives the recovery codes.
 */
export async function prove(
  services: Services,
  uid: string,
  parsed: FactorProofInput,
  expect: 'pending' | 'enrolled',
): Promise<ProofOutcome> {
  const verdict = await services.rateLimiter.hit(FACTOR_ATTEMPTS, uid);
  if (!verdict.allowed) {
    throw new HttpError(429, 'rate_limited', 'Too many wrong codes. Please wait a few minutes and try again.', undefined, {
      'Retry-After': String(verdict.retryAfterSeconds),
    });
  }
  const epoch = Math.floor(services.clock.now() / 1000);
  const outcome = await services.documents.transaction(async (tx): Promise<ProofOutcome | null> => {
    const doc = await tx.get<StaffFactorRecord>(STAFF_FACTORS, uid);
    if (!doc || doc.data.status !== expect) {
      throw new HttpError(
        409,
        'conflict',
        expect === 'pending' ? 'Start setting up your authenticator app again.' : 'Set up your authenticator app first.',
      );
    }
    const record = doc.data;
    if ('recoveryCode' in parsed) {
      if (expect === 'pending') return null;
      const hash = hashCode(parsed.recoveryCode);
      if (!record.recoveryCodes.includes(hash)) return null;
      const left = record.recoveryCodes.filter((code) => code !== hash);
      tx.update(STAFF_FACTORS, uid, { recoveryCodes: left });
      return { usedRecoveryCode: true, recoveryCodesLeft: left.length };
    }
    const result = await verify({
      secret: openSecret(services, uid, record.secret),
      token: parsed.code,
      epoch,
      epochTolerance: TOLERANCE_SECONDS,
      afterTimeStep: record.lastTimeStep,
    });
    // The TOTP answer names the step it matched (the HOTP one in the union does not).
    if (!result.valid || !('timeStep' in result)) return null;
    if (expect === 'pending') {
      const recoveryCodes = Array.from({ length: STAFF_SECURITY.recoveryCodeCount }, newRecoveryCode);
      tx.update(STAFF_FACTORS, uid, {
        status: 'enrolled',
        enrolledAt: new Date(services.clock.now()).toISOString(),
        lastTimeStep: result.timeStep,
        recoveryCodes: recoveryCodes.map((code) => hashCode(code.replace('-', ''))),
      });
      return { usedRecoveryCode: false, recoveryCodes, recoveryCodesLeft: recoveryCodes.length };
    }
    tx.update(STAFF_FACTORS, uid, { lastTimeStep: result.timeStep });
    return { usedRecoveryCode: false, recoveryCodesLeft: record.recoveryCodes.length };
  });
  if (!outcome)
    throw wrongCode(
      'recoveryCode' in parsed
        ? { recoveryCode: 'Not a recovery code of yours, or already used' }
        : { code: 'Wrong or already used' },
    );
  await services.rateLimiter.release(FACTOR_ATTEMPTS, uid);
  return outcome;
}
