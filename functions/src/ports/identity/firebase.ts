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

/**
 * The same adapter serves production and the Auth emulator: firebase-admin talks to the
 * emulator whenever FIREBASE_AUTH_EMULATOR_HOST is set (and only then accepts its unsigned tokens).
 */
export class FirebaseIdentity implements Identity {
  constructor(
    private readonly auth: Auth,
    readonly kind: string,
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

  async setClaims(uid: string, claims: Claims): Promise<void> {
    const current = (await this.auth.getUser(uid)).customClaims ?? {};
    await this.auth.setCustomUserClaims(uid, { ...current, ...claims });
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
