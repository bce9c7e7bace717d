/**
 * `npm run admin:grant -- <email>`: gives an existing Firebase Auth user the `admin` claim.
 * It creates nothing: the person signs up (or is created in the console) first.
 *
 * Locally, with `npm start` running, it grants in that stack's Auth emulator (found through the
 * data dir, since the emulator's port is chosen at start). In production, run it from a trusted
 * machine with the project named and Google's default credentials (a key file or
 * `gcloud auth application-default login`):
 *   GOOGLE_APPLICATION_CREDENTIALS=/path/to/key.json FIREBASE_PROJECT_ID=<project> npm run admin:grant -- staff@example.com
 * The new claim reaches the browser with the user's next token refresh (sign out and in).
 */
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { z } from 'zod';
import { readLocalStack } from '../../../emulators/local-stack.mjs';
import { dataDirOf, projectIdOf } from '../config.ts';
import { grantAdmin } from '../features/admin/grant.ts';
import { FirebaseIdentity, identityToolkitUrl } from '../ports/identity/firebase.ts';

type Target = { emulatorHost: string; projectId: string; label: string } | { projectId: string; label: string };

async function answers(host: string): Promise<boolean> {
  try {
    return (await fetch(`http://${host}/`, { signal: AbortSignal.timeout(3000) })).ok;
  } catch {
    return false;
  }
}

/** An emulator named outright, else a real project when one is named, else the running local stack. */
async function findTarget(env: NodeJS.ProcessEnv): Promise<Target | string> {
  const projectId = projectIdOf(env);
  if (env.FIREBASE_AUTH_EMULATOR_HOST) {
    return {
      emulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
      projectId,
      label: `Auth emulator at ${env.FIREBASE_AUTH_EMULATOR_HOST}`,
    };
  }
  if (!projectId.startsWith('demo-')) return { projectId, label: `project ${projectId}` };
  const dataDir = dataDirOf(env);
  const stack = readLocalStack(dataDir);
  if (!stack) {
    return `No local stack is running for ${dataDir}: start it with \`npm start\` (in another terminal), or name a project with FIREBASE_PROJECT_ID to grant in production.`;
  }
  if (!(await answers(stack.authEmulatorHost))) {
    return `The local stack's Auth emulator (${stack.authEmulatorHost}) does not answer: start the stack again with \`npm start\`.`;
  }
  return { emulatorHost: stack.authEmulatorHost, projectId, label: `the local stack at ${stack.url}` };
}

const email = z.email().safeParse(process.argv[2]?.trim());
if (!email.success) {
  console.error('Usage: npm run admin:grant -- <email>');
  process.exit(2);
}

const target = await findTarget(process.env);
if (typeof target === 'string') {
  console.error(target);
  process.exit(1);
}
// firebase-admin talks to an emulator, and accepts its unsigned tokens, only while this is set.
if ('emulatorHost' in target) process.env.FIREBASE_AUTH_EMULATOR_HOST = target.emulatorHost;
const app = initializeApp({ projectId: target.projectId }, 'grant-admin');
const emulatorHost = 'emulatorHost' in target ? target.emulatorHost : null;
const identity = new FirebaseIdentity(getAuth(app), emulatorHost ? 'firebase-auth-emulator' : 'firebase-auth', {
  url: identityToolkitUrl(emulatorHost),
  apiKey: process.env.FIREBASE_API_KEY ?? 'demo-api-key',
});
try {
  const result = await grantAdmin(identity, email.data);
  if (result.outcome === 'no-such-user') {
    console.error(`No user with email ${email.data} in ${target.label}. Create the account first; nothing was changed.`);
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
}
