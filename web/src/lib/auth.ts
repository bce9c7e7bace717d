import type { Auth, User } from 'firebase/auth';
import { setTokenSource } from './api.ts';
import { publicConfig } from './config.ts';

/**
 * Firebase Auth, loaded only by the screens that need it (admin and affiliate), so the
 * public pages' first load stays small. `initializeAuth` with explicit persistence avoids
 * the popup/redirect helpers that `getAuth()` would fetch from Google.
 */
let authPromise: Promise<Auth> | null = null;

export function firebaseAuth(): Promise<Auth> {
  authPromise ??= (async () => {
    const [{ initializeApp }, authModule, config] = await Promise.all([
      import('firebase/app'),
      import('firebase/auth'),
      publicConfig(),
    ]);
    const app = initializeApp(config.firebase);
    const auth = authModule.initializeAuth(app, {
      persistence: [
        authModule.indexedDBLocalPersistence,
        authModule.browserLocalPersistence,
        authModule.browserSessionPersistence,
      ],
    });
    if (config.authEmulatorUrl) authModule.connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
    setTokenSource(async () => (auth.currentUser ? auth.currentUser.getIdToken() : null));
    return auth;
  })();
  return authPromise;
}

/** Resolves with the restored session (or null) once Firebase has read its persistence. */
export async function currentUser(): Promise<User | null> {
  const auth = await firebaseAuth();
  await auth.authStateReady();
  return auth.currentUser;
}

export async function signIn(email: string, password: string, remember = true): Promise<User> {
  const auth = await firebaseAuth();
  const { signInWithEmailAndPassword, setPersistence, browserLocalPersistence, browserSessionPersistence } = await import(
    'firebase/auth'
  );
  await setPersistence(auth, remember ? browserLocalPersistence : browserSessionPersistence);
  const credential = await signInWithEmailAndPassword(auth, email, password);
  return credential.user;
}

export async function signOut(): Promise<void> {
  const auth = await firebaseAuth();
  await auth.signOut();
}

/** Custom claims from a fresh token (claims change on the server, e.g. after registration). */
export async function claims(user: User, forceRefresh = false): Promise<{ admin: boolean; affiliate: boolean }> {
  const result = await user.getIdTokenResult(forceRefresh);
  return { admin: result.claims.admin === true, affiliate: result.claims.affiliate === true };
}

/** The email a password-reset link's code belongs to; rejects when the code is invalid, used or expired. */
export async function verifyResetCode(oobCode: string): Promise<string> {
  const auth = await firebaseAuth();
  const { verifyPasswordResetCode } = await import('firebase/auth');
  return verifyPasswordResetCode(auth, oobCode);
}

/** Applies an email-verification link's code; rejects when it is invalid, used or expired. */
export async function applyVerificationCode(oobCode: string): Promise<void> {
  const auth = await firebaseAuth();
  const { applyActionCode } = await import('firebase/auth');
  await applyActionCode(auth, oobCode);
  // A signed-in user's cached profile still says unverified until it is reloaded.
  await auth.currentUser?.reload();
}

export async function confirmReset(oobCode: string, newPassword: string): Promise<void> {
  const auth = await firebaseAuth();
  const { confirmPasswordReset } = await import('firebase/auth');
  await confirmPasswordReset(auth, oobCode, newPassword);
}

/** Changes the signed-in user's password after re-authenticating with the current one (Firebase requires a recent sign-in). */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const auth = await firebaseAuth();
  const user = auth.currentUser;
  if (!user?.email) throw new Error('Not signed in');
  const { EmailAuthProvider, reauthenticateWithCredential, updatePassword } = await import('firebase/auth');
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, currentPassword));
  await updatePassword(user, newPassword);
}
