import { randomBytes } from 'node:crypto';
import type { TestApi } from './harness.ts';

export interface Caller {
  uid: string;
  token: string;
  email: string;
}

/** A fresh Auth emulator user (the emulator is shared by every test file) with the given claims. */
export async function caller(api: TestApi, label: string, claims: { admin?: boolean; affiliate?: boolean }): Promise<Caller> {
  const email = `${label}-${randomBytes(5).toString('hex')}@example.com`;
  const { uid, token } = await api.user(email, claims);
  return { uid, token, email };
}

/** The three kinds of caller every admin route must tell apart. */
export async function callers(api: TestApi) {
  return {
    adminA: await caller(api, 'admin-a', { admin: true }),
    adminB: await caller(api, 'admin-b', { admin: true }),
    affiliate: await caller(api, 'affiliate', { affiliate: true }),
  };
}

/** Status of a call as anonymous, as an affiliate (no admin claim) and as an admin. */
export async function statusesFor(
  api: TestApi,
  method: string,
  path: string,
  tokens: { affiliate: string; admin: string },
  body?: unknown,
): Promise<[number, number, number]> {
  const anonymous = await api.request(method, path, { body });
  const affiliate = await api.request(method, path, { body, token: tokens.affiliate });
  const admin = await api.request(method, path, { body, token: tokens.admin });
  return [anonymous.status, affiliate.status, admin.status];
}
