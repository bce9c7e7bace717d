import { randomBytes } from 'node:crypto';
import type { AffiliateRegisterInput, ApiErrorBody } from '@storysong/core';
import {
  AFFILIATES,
  type AffiliateRecord,
  bookCommission as bookAsOrdering,
  type TransactionRecord,
} from '../features/affiliates/exports.ts';
import type { TestApi } from './harness.ts';

/** A unique email per call: the Auth emulator is shared by every test file in a run. */
export function uniqueEmail(label: string): string {
  return `${label}-${randomBytes(5).toString('hex')}@example.com`;
}

export function registration(email: string, password = 'Sup3rSecret'): AffiliateRegisterInput {
  return {
    fullName: 'Ada Referrer',
    email,
    password,
    paymentDetails: { method: 'paypal', paypalEmail: 'ada.payouts@example.com' },
    acceptTerms: true,
  };
}

/** A random client address; the API trusts one proxy hop when started with TRUSTED_PROXY_HOPS=1. */
export function fromClient(address = `10.0.${randomBytes(1)[0]}.${randomBytes(1)[0]}`): Record<string, string> {
  return { 'x-forwarded-for': address };
}

type RegisterAnswer = { referralCode?: string } & Partial<ApiErrorBody>;

/** POST /api/affiliates/register from its own client address, so the per-client limit stays out of the way. */
export async function register(api: TestApi, input: unknown): Promise<{ status: number; body: RegisterAnswer }> {
  const response = await api.request('POST', '/api/affiliates/register', { body: input, headers: fromClient() });
  return { status: response.status, body: (await response.json()) as RegisterAnswer };
}

/** Registers through the API and signs in as the new affiliate. */
export async function registeredAffiliate(api: TestApi, label: string) {
  const email = uniqueEmail(label);
  const { status, body } = await register(api, registration(email));
  if (status !== 201 || !body.referralCode) throw new Error(`registration failed: ${status} ${JSON.stringify(body)}`);
  const { uid, token } = await api.user(email, { affiliate: true }, 'Sup3rSecret');
  return { uid, token, email, referralCode: body.referralCode };
}

/** A commission as the ordering feature books it when a referred order is paid: the record and its ledger entry. */
export async function bookCommission(
  api: TestApi,
  affiliateId: string,
  orderId: string,
  commissionPence: number,
  transactionDate: string,
) {
  const record: TransactionRecord = {
    affiliateId,
    orderId,
    customerEmail: `${orderId}@example.com`,
    commissionPence,
    status: 'pending',
    transactionDate,
    decidedAt: null,
    decidedBy: null,
  };
  await api.services.documents.transaction(async (tx) => {
    const affiliate = await tx.get<AffiliateRecord>(AFFILIATES, affiliateId);
    if (!affiliate) throw new Error(`no affiliate ${affiliateId}`);
    bookAsOrdering(tx, affiliate, record, transactionDate);
  });
}

type OobCode = { email: string; oobCode: string; oobLink: string; requestType: string };

/** The email-verification links the Auth emulator recorded for an email, oldest first. */
export async function verificationLinks(email: string): Promise<string[]> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const response = await fetch(`http://${host}/emulator/v1/projects/demo-storysong/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  return oobCodes.filter((c) => c.email === email.toLowerCase() && c.requestType === 'VERIFY_EMAIL').map((c) => c.oobLink);
}

/** Opens the newest verification link the email was sent, as its owner would from the mail. */
export async function followVerificationLink(email: string): Promise<void> {
  const link = (await verificationLinks(email)).at(-1);
  if (!link) throw new Error(`no verification link for ${email}`);
  // The emulator's action page verifies, then sends the browser on to the continue URL (our dashboard).
  const response = await fetch(link, { redirect: 'manual' });
  if (response.status >= 400) throw new Error(`verification link answered ${response.status}`);
}
