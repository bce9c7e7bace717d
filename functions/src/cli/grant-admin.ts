/**
 * `npm run admin:grant -- <email> [--reason "why"]`: gives an existing Firebase Auth user the
 * `admin` claim. It creates nothing: the person signs up (or is created in the console) first. An
 * account with an unverified address, or an affiliate's, is refused unless `--reason` says why;
 * the grant and the reason go in the audit log. Where it acts: `staff-target.ts`, e.g.
 *   GOOGLE_APPLICATION_CREDENTIALS=/path/to/key.json FIREBASE_PROJECT_ID=<project> npm run admin:grant -- staff@example.com
 * The new claim reaches the browser with the user's next token refresh (sign out and in); the
 * new staff member then sets up their authenticator app at sign-in.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { grantAdmin } from '../features/admin/grant.ts';
import { openStaffTarget } from './staff-target.ts';

const RISKS = {
  unverified: 'its email address was never verified (anyone can create an account with any address)',
  affiliate: 'it is an affiliate account (anyone can register as an affiliate with a future staff member’s address)',
};

const args = parseArgs({ allowPositionals: true, options: { reason: { type: 'string' } } });
const email = z.email().safeParse(args.positionals[0]?.trim());
const reason = args.values.reason?.trim();
if (!email.success || reason === '') {
  console.error('Usage: npm run admin:grant -- <email> [--reason "why this account may be staff"]');
  process.exit(2);
}

const target = await openStaffTarget(process.env, 'grant');
if (typeof target === 'string') {
  console.error(target);
  process.exit(1);
}
try {
  const result = await grantAdmin(target.services, email.data, { reason });
  if (result.outcome === 'no-such-user') {
    console.error(`No user with email ${email.data} in ${target.label}. Create the account first; nothing was changed.`);
    process.exitCode = 1;
  } else if (result.outcome === 'refused') {
    console.error(
      `Not granted: ${email.data} (uid ${result.uid}) in ${target.label}: ${result.risks.map((risk) => RISKS[risk]).join('; and ')}. ` +
        'Check with the person, then run again with --reason "…" to grant anyway; the reason is kept in the audit log.',
    );
    process.exitCode = 1;
  } else if (result.outcome === 'already-admin') {
    console.log(`${email.data} (uid ${result.uid}) is already an admin in ${target.label}; nothing to do.`);
  } else {
    console.log(`Granted admin to ${email.data} (uid ${result.uid}) in ${target.label}. They get it on their next sign-in.`);
  }
} catch (error) {
  // Most often missing or wrong credentials for a real project: say so in one line, not a stack trace.
  console.error(`Could not grant admin in ${target.label}: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await target.close();
}
