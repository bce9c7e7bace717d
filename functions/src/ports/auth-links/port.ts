/** Firebase Auth's own account mails (password reset, email verification). We only ask it to send them. */
export interface AuthMailer {
  readonly kind: string;
  /** Resolves even for unknown emails: callers must not reveal whether an account exists. */
  sendPasswordReset(email: string, continueUrl: string): Promise<void>;
  /**
   * Sends the email-verification link to the signed-in owner of `idToken` (Auth sends it only
   * to a signed-in user), or to the account `password` signs in to, right after registering.
   */
  sendEmailVerification(
    owner: { email: string } & ({ idToken: string } | { password: string }),
    continueUrl: string,
  ): Promise<void>;
}
