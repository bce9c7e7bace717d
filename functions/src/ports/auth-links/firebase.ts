import type { AuthMailer } from './port.ts';

export interface FirebaseMailerOptions {
  /** `https://identitytoolkit.googleapis.com` in production, `http://127.0.0.1:9099/identitytoolkit.googleapis.com` on the emulator. */
  identityToolkitUrl: string;
  apiKey: string;
  /** Emulator only: where recorded out-of-band codes can be read, and who to tell the link. */
  emulator?: {
    url: string;
    projectId: string;
    actionPageUrl: string;
    announce: (event: AnnouncedLink, email: string, link: string) => void;
  };
}

export type AnnouncedLink = 'password_reset_link' | 'email_verification_link';

type OobCode = { email: string; oobCode: string; requestType: string };

/**
 * Asks Firebase Auth to send its password-reset and email-verification mails (Identity Toolkit
 * `accounts:sendOobCode`). The Auth emulator records a mail instead of sending it; in that mode
 * we read the recorded code back and announce the link the mail would have carried: to our own
 * action page (Firebase's action URL, one for every template), with the mode and code.
 */
export class FirebaseAuthMailer implements AuthMailer {
  readonly kind: string;

  constructor(private readonly options: FirebaseMailerOptions) {
    this.kind = options.emulator ? 'auth-emulator-outbox' : 'firebase-auth-mail';
  }

  async sendPasswordReset(email: string, continueUrl: string): Promise<void> {
    const response = await this.call('sendOobCode', { requestType: 'PASSWORD_RESET', email, continueUrl });
    if (!response.ok) {
      const detail = await response.text();
      if (detail.includes('EMAIL_NOT_FOUND')) return;
      throw new Error(`Password reset request failed: ${response.status}`);
    }
    const { emulator } = this.options;
    const latest = await this.recorded(email, 'PASSWORD_RESET');
    if (emulator && latest) {
      emulator.announce('password_reset_link', email, `${emulator.actionPageUrl}?mode=resetPassword&oobCode=${latest.oobCode}`);
    }
  }

  async sendEmailVerification(
    owner: { email: string } & ({ idToken: string } | { password: string }),
    continueUrl: string,
  ): Promise<void> {
    const idToken = 'idToken' in owner ? owner.idToken : await this.signIn(owner.email, owner.password);
    const response = await this.call('sendOobCode', { requestType: 'VERIFY_EMAIL', idToken, continueUrl });
    if (!response.ok) throw new Error(`Email verification request failed: ${response.status}`);
    const latest = await this.recorded(owner.email, 'VERIFY_EMAIL');
    const { emulator } = this.options;
    if (emulator && latest) {
      emulator.announce(
        'email_verification_link',
        owner.email,
        `${emulator.actionPageUrl}?mode=verifyEmail&oobCode=${latest.oobCode}`,
      );
    }
  }

  private call(method: string, body: Record<string, unknown>): Promise<Response> {
    const { identityToolkitUrl, apiKey } = this.options;
    return fetch(`${identityToolkitUrl}/v1/accounts:${method}?key=${encodeURIComponent(apiKey)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
  }

  private async signIn(email: string, password: string): Promise<string> {
    const response = await this.call('signInWithPassword', { email, password, returnSecureToken: true });
    if (!response.ok) throw new Error(`Sign-in for the verification mail failed: ${response.status}`);
    return ((await response.json()) as { idToken: string }).idToken;
  }

  /** Emulator only: the newest code Auth recorded for the email, as the mail would carry it. */
  private async recorded(email: string, requestType: string): Promise<OobCode | undefined> {
    const { emulator } = this.options;
    if (!emulator) return undefined;
    const codes = await fetch(`${emulator.url}/emulator/v1/projects/${emulator.projectId}/oobCodes`);
    const { oobCodes } = (await codes.json()) as { oobCodes: OobCode[] };
    return oobCodes.filter((c) => c.email === email && c.requestType === requestType).at(-1);
  }
}
