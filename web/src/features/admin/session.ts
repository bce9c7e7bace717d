import type { AdminProfile } from '@storysong/core';
import { create } from 'zustand';
import { api } from '../../lib/api.ts';
import { claims, currentUser, signIn, signOut } from '../../lib/auth.ts';
import { clearPrivateCaches } from '../../lib/privateCaches.ts';

type Status = 'loading' | 'signedIn' | 'signedOut';

interface AdminSession {
  status: Status;
  uid: string;
  email: string;
  restore(): Promise<void>;
  signIn(email: string, password: string): Promise<void>;
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

/** The staff session: restored from Firebase's persistence, admin only when the token carries the claim. */
export const useAdminSession = create<AdminSession>((set, get) => ({
  status: 'loading',
  uid: '',
  email: '',
  async restore() {
    if (get().status === 'signedIn') return;
    const user = await currentUser().catch(() => null);
    if (user && (await claims(user)).admin) {
      set({ status: 'signedIn', uid: user.uid, email: user.email ?? '' });
      recordSession();
    } else {
      set({ status: 'signedOut', uid: '', email: '' });
    }
  },
  async signIn(email, password) {
    try {
      const user = await signIn(email, password);
      if (!(await claims(user, true)).admin) {
        await signOut();
        throw new AdminSignInError('not staff');
      }
      set({ status: 'signedIn', uid: user.uid, email: user.email ?? email });
      recordSession();
    } catch (error) {
      throw error instanceof AdminSignInError ? error : new AdminSignInError(String(error));
    }
  },
  async signOut() {
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
