import { factorProofSchema, type StaffSessionIssued } from '@storysong/core';
import { Hono } from 'hono';
import { principalOf, requireStaffClaim, staffSessionOf } from '../../platform/auth.ts';
import type { AppEnv } from '../../platform/env.ts';
import { readJson } from '../../platform/request.ts';
import { StaffSessions } from '../../platform/staff-sessions.ts';
import type { Services } from '../../services.ts';
import { factorStatus, prove, startEnrolment } from './factors.ts';

/**
 * /api/admin/factor/*: the staff second factor. A signed-in staff member (the claim) enrols an
 * authenticator app, then proves it to open a staff session that every other staff route needs.
 */
export function factorRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  const sessions = new StaffSessions(services.documents, services.clock);

  routes.get('/', requireStaffClaim, async (c) => c.json(await factorStatus(services, principalOf(c).uid)));

  routes.post('/enrolment', requireStaffClaim, async (c) => {
    const { uid, email } = principalOf(c);
    return c.json(await startEnrolment(services, uid, email), 201);
  });

  routes.post('/enrolment/confirm', requireStaffClaim, async (c) => {
    const { uid } = principalOf(c);
    const outcome = await prove(services, uid, await readJson(c, factorProofSchema), 'pending');
    const opened = await sessions.open(uid);
    return c.json(
      {
        ...opened,
        recoveryCodes: outcome.recoveryCodes,
        recoveryCodesLeft: outcome.recoveryCodesLeft,
      } satisfies StaffSessionIssued,
      201,
    );
  });

  routes.post('/session', requireStaffClaim, async (c) => {
    const { uid } = principalOf(c);
    const outcome = await prove(services, uid, await readJson(c, factorProofSchema), 'enrolled');
    const opened = await sessions.open(uid);
    return c.json({ ...opened, recoveryCodesLeft: outcome.recoveryCodesLeft } satisfies StaffSessionIssued, 201);
  });

  /** Step-up: the code again, in a live session, for money, exports, erasure and bank details. */
  routes.post('/step-up', async (c) => {
    const session = await staffSessionOf(c);
    await prove(services, session.record.uid, await readJson(c, factorProofSchema), 'enrolled');
    await sessions.refreshFactor(session.id);
    return c.body(null, 204);
  });

  /** Signing out ends the staff session at once, not only in this browser. */
  routes.delete('/session', requireStaffClaim, async (c) => {
    const check = await c.get('staffSession')();
    if (check.live) await sessions.end(check.id);
    return c.body(null, 204);
  });

  return routes;
}
