import type { AdminProfile } from '@storysong/core';
import { create } from 'zustand';
import { ApiError, api, setStaffSessionId, staffSessionId } from '../../lib/api.ts';
import { claims, currentUser, signIn, signOut } from '../../lib/auth.ts';
import { clearPrivateCaches } from '../../lib/privateCaches.ts';
import { endStaffSession, fetchFactorStatus } from '../security/exports.ts';

/**
 * Signed in with the password and the admin claim, staff still prove their second factor:
 * `needsEnrolment` sets the authenticator app up, `needsFactor` asks for its code.
 */
type Status = 'loading' | 'signedOut' | 'needsEnrolment' | 'needsFactor' | 'signedIn';

interface AdminSession {
  status: Status;
  uid: string;
  email: string;
  restore(): Promise<void>;
  signIn(email: string, password: string): Promise<void>;
  /** The second factor was proved and a staff session opened. */
  factorProved(): void;
  signOut(): Promise<void>;
}

/** Thrown for any failed staff sign-in; the screen shows one message whatever the cause. */
export class AdminSignInError extends Error {}

/** Records the sign-in on the server (admin_users.lastLogin). A failure must not block the staff member. */
function recordSession(): void {
  api<AdminProfile>('/admin/session', { method: 'POST' }).catch((error: unknown) => {
    console.warn('Could not record the admin session', error);
  });
}

/**
 * Where a staff member signed in to Firebase stands: a staff session held and still live (the
 * server says so by recording the visit), or the code to enter, or the app to set up.
 */
async function secondFactorStep(): Promise<'signedIn' | 'needsFactor' | 'needsEnrolment'> {
  if (staffSessionId()) {
    try {
      await api<AdminProfile>('/admin/session', { method: 'POST', askFactor: false });
      return 'signedIn';
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'factor_required')) throw error;
      setStaffSessionId(null);
    }
  }
  return (await fetchFactorStatus()).enrolled ? 'needsFactor' : 'needsEnrolment';
}

/** The staff session: Firebase's sign-in restored from its persistence, admin only with the claim, staff only with the second factor. */
export const useAdminSession = create<AdminSession>((set, get) => ({
  status: 'loading',
  uid: '',
  email: '',
  async restore() {
    if (get().status !== 'loading') return;
    const user = await currentUser().catch(() => null);
    if (!user || !(await claims(user)).admin) {
      set({ status: 'signedOut', uid: '', email: '' });
      return;
    }
    // Offline, a held staff session opens the back office's cached screens; the server asks again once it is reached.
    const status = await secondFactorStep().catch((error: unknown) =>
      error instanceof ApiError && error.code === 'network' && staffSessionId() ? 'signedIn' : 'signedOut',
    );
    set({ status, uid: user.uid, email: user.email ?? '' });
  },
  async signIn(email, password) {
    try {
      const user = await signIn(email, password);
      if (!(await claims(user, true)).admin) {
        await signOut();
        throw new AdminSignInError('not staff');
      }
      set({ status: await secondFactorStep(), uid: user.uid, email: user.email ?? email });
    } catch (error) {
      throw error instanceof AdminSignInError ? error : new AdminSignInError(String(error));
    }
  },
  factorProved() {
    set({ status: 'signedIn' });
    recordSession();
  },
  async signOut() {
    try {
      await endStaffSession();
    } catch (error) {
      console.warn('Could not end the staff session on the server', error);
    }
    try {
      await signOut();
    } catch (error) {
      console.warn('Sign-out failed', error);
    }
    // The songs and answers the worker kept of what staff opened stay on no shared computer.
    await clearPrivateCaches().catch((error: unknown) => console.warn('Clearing cached answers failed', error));
    set({ status: 'signedOut', uid: '', email: '' });
  },
}));
