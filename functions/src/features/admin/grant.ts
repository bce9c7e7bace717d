import { StaffSessions } from '../../platform/staff-sessions.ts';
import type { Services } from '../../services.ts';
import { AFFILIATES } from '../affiliates/exports.ts';
import { CLI_ACTOR, recordAudit } from '../audit/exports.ts';
import { removeFactor } from '../security/exports.ts';

type StaffAccess = Pick<Services, 'identity' | 'documents' | 'clock'>;

/** Why an account is not granted staff rights without a stated reason. */
export type GrantRisk = 'unverified' | 'affiliate';

export type GrantResult =
  | { outcome: 'granted' | 'already-admin'; uid: string }
  | { outcome: 'refused'; uid: string; risks: GrantRisk[] }
  | { outcome: 'no-such-user' };

/**
 * Gives an existing account the `admin` claim. It creates nothing: the person signs up first.
 * An account whose address nobody proved, or that is an affiliate's (which anyone can register
 * with a future staff member's address before they join), is refused unless `reason` says why;
 * the grant and its reason go in the audit log.
 */
export async function grantAdmin(
  services: StaffAccess,
  email: string,
  { reason }: { reason?: string } = {},
): Promise<GrantResult> {
  const user = await services.identity.findByEmail(email);
  if (!user) return { outcome: 'no-such-user' };
  if (user.claims.admin) return { outcome: 'already-admin', uid: user.uid };
  const affiliate = user.claims.affiliate || (await services.documents.get(AFFILIATES, user.uid)) !== null;
  const risks: GrantRisk[] = [
    ...(user.emailVerified ? [] : ['unverified' as const]),
    ...(affiliate ? ['affiliate' as const] : []),
  ];
  if (risks.length > 0 && !reason) return { outcome: 'refused', uid: user.uid, risks };
  await services.identity.setClaims(user.uid, { admin: true });
  await recordAudit(services, CLI_ACTOR, {
    action: 'staff.grant',
    target: { kind: 'staff', id: user.uid },
    detail: [email, ...risks, ...(reason ? [`reason: ${reason}`] : [])].join('; '),
  });
  return { outcome: 'granted', uid: user.uid };
}

export type RevokeResult =
  | { outcome: 'revoked'; uid: string; wasAdmin: boolean; sessionsEnded: number }
  | { outcome: 'no-such-user' };

/**
 * Offboarding, at once: the claim removed, every refresh token revoked (so the ID tokens already
 * issued fail the revocation check every staff route makes), every staff session ended, and the
 * second factor removed, so a later grant starts with a fresh enrolment.
 */
export async function revokeAdmin(services: StaffAccess, email: string): Promise<RevokeResult> {
  const user = await services.identity.findByEmail(email);
  if (!user) return { outcome: 'no-such-user' };
  await services.identity.setClaims(user.uid, { admin: false });
  await services.identity.revokeSessions(user.uid);
  const sessionsEnded = await new StaffSessions(services.documents, services.clock).endAll(user.uid);
  await removeFactor(services, user.uid);
  await recordAudit(services, CLI_ACTOR, {
    action: 'staff.revoke',
    target: { kind: 'staff', id: user.uid },
    detail: `${email}; sessions ended: ${sessionsEnded}`,
  });
  return { outcome: 'revoked', uid: user.uid, wasAdmin: user.claims.admin === true, sessionsEnded };
}
