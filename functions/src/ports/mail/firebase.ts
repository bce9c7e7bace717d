import type { ResetMailer } from './port.ts';

export interface FirebaseMailerOptions {
  /** `https://identitytoolkit.googleapis.com` in production, `http://127.0.0.1:9099/identitytoolkit.googleapis.com` on the emulator. */
  identityToolkitUrl: string;
  apiKey: string;
  /** Emulator only: where recorded out-of-band codes can be read, and who to tell the link. */
  emulator?: { url: string; projectId: string; resetPageUrl: string; announce: (email: string, link: string) => void };
}

/**
 * Asks Firebase Auth to send its password-reset mail (Identity Toolkit `accounts:sendOobCode`).
 * The Auth emulator records the mail instead of sending it; in that mode we read the recorded
 * code back and announce a link to our own reset page, as the mail would have carried.
 */
export class FirebaseResetMailer implements ResetMailer {
  readonly kind: string;

  constructor(private readonly options: FirebaseMailerOptions) {
    this.kind = options.emulator ? 'auth-emulator-outbox' : 'firebase-auth-mail';
  }

  async sendPasswordReset(email: string, continueUrl: string): Promise<void> {
    const { identityToolkitUrl, apiKey, emulator } = this.options;
    const response = await fetch(`${identityToolkitUrl}/v1/accounts:sendOobCode?key=${encodeURIComponent(apiKey)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ requestType: 'PASSWORD_RESET', email, continueUrl }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) {
      const detail = await response.text();
      if (detail.includes('EMAIL_NOT_FOUND')) return;
      throw new Error(`Password reset request failed: ${response.status}`);
    }
    if (emulator) {
      const codes = await fetch(`${emulator.url}/emulator/v1/projects/${emulator.projectId}/oobCodes`);
      const { oobCodes } = (await codes.json()) as { oobCodes: { email: string; oobCode: string; requestType: string }[] };
      const latest = oobCodes.filter((c) => c.email === email && c.requestType === 'PASSWORD_RESET').at(-1);
      if (latest) emulator.announce(email, `${emulator.resetPageUrl}?mode=resetPassword&oobCode=${latest.oobCode}`);
    }
  }
}
