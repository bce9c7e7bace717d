import type * as AdminAppCheck from 'firebase-admin/app-check';
import type * as AdminAuth from 'firebase-admin/auth';
import type * as AdminFirestore from 'firebase-admin/firestore';

/**
 * What firebase-functions takes from three firebase-admin modules, each loaded on its first call.
 * The deployed entry (functions/build.mjs) gives these to firebase-functions in place of the
 * modules themselves: its Firestore trigger and its callable functions import them at the top,
 * and evaluating the Firestore client (gRPC, protobufs) with them was over 40% of a cold start's module
 * import, paid again by every instance whether or not it served an event (decision 041).
 *
 * `require` stays a plain call so that esbuild bundles each module: loaded here or by the
 * instance's own code (the Firestore adapter), it is the one copy, with one set of apps and clients.
 */

/** Called by firebase-functions when a Firestore event arrives, to build the event's snapshots. */
export const getFirestore = ((...args: Parameters<typeof AdminFirestore.getFirestore>) =>
  (require('firebase-admin/firestore') as typeof AdminFirestore).getFirestore(...args)) as typeof AdminFirestore.getFirestore;

/** Called by firebase-functions' callable functions (none deployed today) for the caller's ID token. */
export function getAuth(...args: Parameters<typeof AdminAuth.getAuth>) {
  return (require('firebase-admin/auth') as typeof AdminAuth).getAuth(...args);
}

/** Called by firebase-functions' callable functions (none deployed today) for an App Check token. */
export function getAppCheck(...args: Parameters<typeof AdminAppCheck.getAppCheck>) {
  return (require('firebase-admin/app-check') as typeof AdminAppCheck).getAppCheck(...args);
}
