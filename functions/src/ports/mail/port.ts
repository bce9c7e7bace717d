/** Password-reset mail. Firebase Auth sends its own mail; we only ask it to. */
export interface ResetMailer {
  readonly kind: string;
  /** Resolves even for unknown emails: callers must not reveal whether an account exists. */
  sendPasswordReset(email: string, continueUrl: string): Promise<void>;
}
