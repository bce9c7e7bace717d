/**
 * `npm run admin:grant -- <email>`: gives an existing Firebase Auth user the `admin` claim.
 * It creates nothing: the person signs up (or is created in the console) first.
 *
 * Locally it talks to the Auth emulator named by FIREBASE_AUTH_EMULATOR_HOST (set by `npm start`).
 * Production equivalent: run it from a trusted machine with
 *   GOOGLE_APPLICATION_CREDENTIALS=/path/to/service-account.json FIREBASE_PROJECT_ID=<project> \
 *     npm run admin:grant -- staff@example.com
 * and FIREBASE_AUTH_EMULATOR_HOST unset, so firebase-admin uses the real project.
 * The new claim reaches the browser with the user's next token refresh (sign out and in).
 */
import { z } from 'zod';
import { loadConfig } from '../config.ts';
import { EmbeddedDocumentStore } from '../ports/documents/embedded.ts';
import { createServices } from '../services.ts';

const email = z.email().safeParse(process.argv[2]?.trim());
if (!email.success) {
  console.error('Usage: npm run admin:grant -- <email>');
  process.exit(2);
}

const config = loadConfig();
// Claims live in Auth only; an in-memory store keeps a running local server's database untouched.
const services = await createServices(
  config,
  config.documents === 'embedded' ? { documents: await EmbeddedDocumentStore.open() } : {},
);
try {
  const target = config.authEmulatorHost ? `Auth emulator at ${config.authEmulatorHost}` : `project ${config.projectId}`;
  const user = await services.identity.findByEmail(email.data);
  if (!user) {
    console.error(`No user with email ${email.data} in ${target}. Create the account first; nothing was changed.`);
    process.exitCode = 1;
  } else if (user.claims.admin) {
    console.log(`${email.data} (uid ${user.uid}) is already an admin in ${target}; nothing to do.`);
  } else {
    await services.identity.setClaims(user.uid, { admin: true });
    console.log(`Granted admin to ${email.data} (uid ${user.uid}) in ${target}. They get it on their next sign-in.`);
  }
} finally {
  await services.documents.close();
}
