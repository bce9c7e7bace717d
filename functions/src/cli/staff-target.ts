/**
 * Where `admin:grant` and `admin:revoke` act. Locally, with `npm start` running, on that stack's
 * Auth emulator (found through the data dir, since its port is chosen at start) and its embedded
 * store. In production, from a trusted machine with the project named and Google's default
 * credentials (a key file or `gcloud auth application-default login`): Firebase Auth and Firestore.
 */
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { readLocalStack } from '../../../emulators/local-stack.mjs';
import { dataDirOf, projectIdOf } from '../config.ts';
import { systemClock } from '../platform/clock.ts';
import type { DocumentStore } from '../ports/documents/port.ts';
import { FirebaseIdentity, identityToolkitUrl } from '../ports/identity/firebase.ts';
import type { Services } from '../services.ts';

type Target = { emulatorHost: string; projectId: string; label: string } | { projectId: string; label: string };

async function answers(host: string): Promise<boolean> {
  try {
    return (await fetch(`http://${host}/`, { signal: AbortSignal.timeout(3000) })).ok;
  } catch {
    return false;
  }
}

/** An emulator named outright, else a real project when one is named, else the running local stack. */
async function findTarget(env: NodeJS.ProcessEnv, verb: string): Promise<Target | string> {
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
    return `No local stack is running for ${dataDir}: start it with \`npm start\` (in another terminal), or name a project with FIREBASE_PROJECT_ID to ${verb} in production.`;
  }
  if (!(await answers(stack.authEmulatorHost))) {
    return `The local stack's Auth emulator (${stack.authEmulatorHost}) does not answer: start the stack again with \`npm start\`.`;
  }
  return { emulatorHost: stack.authEmulatorHost, projectId, label: `the local stack at ${stack.url}` };
}

export interface StaffTarget {
  label: string;
  services: Pick<Services, 'identity' | 'documents' | 'clock'>;
  close(): Promise<void>;
}

/** The target's identity and documents, or the one-line reason there is none. */
export async function openStaffTarget(env: NodeJS.ProcessEnv, verb: string): Promise<StaffTarget | string> {
  const target = await findTarget(env, verb);
  if (typeof target === 'string') return target;
  const emulatorHost = 'emulatorHost' in target ? target.emulatorHost : null;
  // firebase-admin talks to an emulator, and accepts its unsigned tokens, only while this is set.
  if (emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  const app = initializeApp({ projectId: target.projectId }, `staff-${verb}`);
  const identity = new FirebaseIdentity(getAuth(app), emulatorHost ? 'firebase-auth-emulator' : 'firebase-auth', {
    url: identityToolkitUrl(emulatorHost),
    apiKey: env.FIREBASE_API_KEY ?? 'demo-api-key',
  });
  let documents: DocumentStore;
  if (emulatorHost) {
    // The local server holds the same SQLite file open; SQLite's own locking lets both write.
    const { EmbeddedDocumentStore } = await import('../ports/documents/embedded.ts');
    documents = await EmbeddedDocumentStore.open(`${dataDirOf(env)}/documents`);
  } else {
    const { getFirestore } = await import('firebase-admin/firestore');
    const { FirestoreDocumentStore } = await import('../ports/documents/firestore.ts');
    documents = new FirestoreDocumentStore(getFirestore(app));
  }
  return { label: target.label, services: { identity, documents, clock: systemClock }, close: () => documents.close() };
}
