import type { Identity } from '../../ports/identity/port.ts';

export type GrantResult = { outcome: 'granted' | 'already-admin'; uid: string } | { outcome: 'no-such-user' };

/** Gives an existing account the `admin` claim. It creates nothing: the person signs up first. */
export async function grantAdmin(identity: Identity, email: string): Promise<GrantResult> {
  const user = await identity.findByEmail(email);
  if (!user) return { outcome: 'no-such-user' };
  if (user.claims.admin) return { outcome: 'already-admin', uid: user.uid };
  await identity.setClaims(user.uid, { admin: true });
  return { outcome: 'granted', uid: user.uid };
}
