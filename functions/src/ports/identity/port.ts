export interface Claims {
  admin?: boolean;
  affiliate?: boolean;
}

export interface Principal {
  uid: string;
  email: string;
  claims: Claims;
}

export interface IdentityUser {
  uid: string;
  email: string;
  displayName: string | null;
  /** Whether the owner has followed Auth's email-verification link. */
  emailVerified: boolean;
  claims: Claims;
}

/** Identity: Firebase Auth through firebase-admin; locally the official Auth emulator. */
export interface Identity {
  readonly kind: string;
  /** Null when the token is missing, malformed, expired or revoked. */
  verify(idToken: string): Promise<Principal | null>;
  createUser(email: string, password: string, displayName: string): Promise<IdentityUser>;
  findByEmail(email: string): Promise<IdentityUser | null>;
  /**
   * The user with this email, created if there is none: callers racing for the same new email
   * (two test files seeding the demo accounts at once) all get the one user.
   */
  ensureUser(email: string, password: string, displayName: string): Promise<IdentityUser>;
  get(uid: string): Promise<IdentityUser | null>;
  /**
   * The uid that this email and password sign in to, or null when they do not (wrong password,
   * unknown or disabled account): proof the caller knows the password, not just holds a session.
   */
  checkPassword(email: string, password: string): Promise<string | null>;
  /** Merges into the user's claims; the next token refresh carries them. */
  setClaims(uid: string, claims: Claims): Promise<void>;
  /**
   * Revokes the user's refresh tokens: the ID tokens issued before now fail `verify` at once
   * (it checks revocation), and the browser's sign-in cannot be renewed. Offboarding.
   */
  revokeSessions(uid: string): Promise<void>;
  updateProfile(uid: string, patch: { displayName?: string }): Promise<void>;
  /** For accounts whose address is known good without a link (the seeded demo affiliate). */
  markEmailVerified(uid: string): Promise<void>;
  deleteUser(uid: string): Promise<void>;
}

export class EmailTakenError extends Error {
  constructor() {
    super('email already in use');
    this.name = 'EmailTakenError';
  }
}
