import type { Auth, UserRecord } from 'firebase-admin/auth';
import { type Claims, EmailTakenError, type Identity, type IdentityUser, type Principal } from './port.ts';

function toUser(record: UserRecord): IdentityUser {
  return {
    uid: record.uid,
    email: record.email ?? '',
    displayName: record.displayName ?? null,
    emailVerified: record.emailVerified,
    claims: (record.customClaims ?? {}) as Claims,
  };
}

function isCode(error: unknown, code: string): boolean {
  return (error as { code?: string }).code === code;
}

/** Firebase Auth's REST API (Identity Toolkit), where passwords are checked: the admin SDK cannot. */
export interface IdentityToolkit {
  /** `https://identitytoolkit.googleapis.com`, or the Auth emulator's `http://{host}/identitytoolkit.googleapis.com`. */
  url: string;
  /** The project's web API key, the one the browser signs in with. */
  apiKey: string;
}

export function identityToolkitUrl(emulatorHost: string | null): string {
  return emulatorHost ? `http://${emulatorHost}/identitytoolkit.googleapis.com` : 'https://identitytoolkit.googleapis.com';
}

/** What Identity Toolkit answers when the email and password do not sign in (the newer code hides which was wrong). */
const SIGN_IN_REFUSED = /INVALID_PASSWORD|INVALID_LOGIN_CREDENTIALS|EMAIL_NOT_FOUND|USER_DISABLED/;

/**
 * The same adapter serves production and the Auth emulator: firebase-admin talks to the
 * emulator whenever FIREBASE_AUTH_EMULATOR_HOST is set (and only then accepts its unsigned tokens).
 */
export class FirebaseIdentity implements Identity {
  constructor(
    private readonly auth: Auth,
    readonly kind: string,
    private readonly toolkit: IdentityToolkit,
  ) {}

  async verify(idToken: string): Promise<Principal | null> {
    try {
      const decoded = await this.auth.verifyIdToken(idToken, true);
      return {
        uid: decoded.uid,
        email: decoded.email ?? '',
        claims: { admin: decoded.admin === true, affiliate: decoded.affiliate === true },
      };
    } catch {
      return null;
    }
  }

  async createUser(email: string, password: string, displayName: string): Promise<IdentityUser> {
    try {
      return toUser(await this.auth.createUser({ email, password, displayName }));
    } catch (error) {
      if (isCode(error, 'auth/email-already-exists')) throw new EmailTakenError();
      throw error;
    }
  }

  async ensureUser(email: string, password: string, displayName: string): Promise<IdentityUser> {
    const existing = await this.findByEmail(email);
    if (existing) return existing;
    try {
      return await this.createUser(email, password, displayName);
    } catch (error) {
      // Another caller created it between our look and our create.
      const created = error instanceof EmailTakenError ? await this.findByEmail(email) : null;
      if (created) return created;
      throw error;
    }
  }

  async findByEmail(email: string): Promise<IdentityUser | null> {
    try {
      return toUser(await this.auth.getUserByEmail(email));
    } catch (error) {
      if (isCode(error, 'auth/user-not-found')) return null;
      throw error;
    }
  }

  async get(uid: string): Promise<IdentityUser | null> {
    try {
      return toUser(await this.auth.getUser(uid));
    } catch (error) {
      if (isCode(error, 'auth/user-not-found')) return null;
      throw error;
    }
  }

  /**
   * Signs in with the password as the browser would (`accounts:signInWithPassword`, which the Auth
   * emulator serves too) and keeps only who it signed in as; the session it opens is dropped.
   */
  async checkPassword(email: string, password: string): Promise<string | null> {
    const { url, apiKey } = this.toolkit;
    const response = await fetch(`${url}/v1/accounts:signInWithPassword?key=${encodeURIComponent(apiKey)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: false }),
      signal: AbortSignal.timeout(10_000),
    });
    if (response.ok) return ((await response.json()) as { localId: string }).localId;
    const detail = await response.text();
    if (response.status === 400 && SIGN_IN_REFUSED.test(detail)) return null;
    throw new Error(`Password check failed: ${response.status}`);
  }

  async setClaims(uid: string, claims: Claims): Promise<void> {
    const current = (await this.auth.getUser(uid)).customClaims ?? {};
    await this.auth.setCustomUserClaims(uid, { ...current, ...claims });
  }

  async revokeSessions(uid: string): Promise<void> {
    await this.auth.revokeRefreshTokens(uid);
  }

  async updateProfile(uid: string, patch: { displayName?: string }): Promise<void> {
    await this.auth.updateUser(uid, patch);
  }

  async markEmailVerified(uid: string): Promise<void> {
    await this.auth.updateUser(uid, { emailVerified: true });
  }

  async deleteUser(uid: string): Promise<void> {
    await this.auth.deleteUser(uid);
  }
}
