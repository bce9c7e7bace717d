/**
 * `npm run admin:revoke -- <email>`: offboarding, effective at once. Removes the `admin` claim,
 * revokes the account's refresh tokens (every staff route checks revocation, so ID tokens already
 * issued stop working), ends its staff sessions and removes its second factor; the audit log
 * keeps the revocation. Where it acts: `staff-target.ts`, as for `admin:grant`.
 */
import { z } from 'zod';
import { revokeAdmin } from '../features/admin/grant.ts';
import { openStaffTarget } from './staff-target.ts';

const email = z.email().safeParse(process.argv[2]?.trim());
if (!email.success) {
  console.error('Usage: npm run admin:revoke -- <email>');
  process.exit(2);
}

const target = await openStaffTarget(process.env, 'revoke');
if (typeof target === 'string') {
  console.error(target);
  process.exit(1);
}
try {
  const result = await revokeAdmin(target.services, email.data);
  if (result.outcome === 'no-such-user') {
    console.error(`No user with email ${email.data} in ${target.label}; nothing was changed.`);
    process.exitCode = 1;
  } else {
    const was = result.wasAdmin ? '' : ' (it had no admin claim)';
    console.log(
      `Revoked staff access for ${email.data} (uid ${result.uid})${was} in ${target.label}: signed out everywhere, ${result.sessionsEnded} staff session(s) ended.`,
    );
  }
} catch (error) {
  console.error(`Could not revoke admin in ${target.label}: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await target.close();
}
