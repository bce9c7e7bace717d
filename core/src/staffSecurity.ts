import { z } from 'zod';
import { MESSAGES } from './messages.ts';

/**
 * Staff second factor and sessions (issue 75 §3). The server decides everything here; the web
 * only carries the session id it was given and asks for a code when an answer says so.
 */

/** The header the web sends the staff session id in, on every request once it holds one. */
export const STAFF_SESSION_HEADER = 'x-staff-session';

export const STAFF_SECURITY = {
  /** A staff session ends this long after the second factor opened it, whatever happens in between. */
  sessionMaxMs: 12 * 60 * 60 * 1000,
  /** ...or after this long without a staff request. */
  sessionIdleMs: 30 * 60 * 1000,
  /** Money, exports, erasure and bank details ask for the code again when the last one is older. */
  recentFactorMs: 5 * 60 * 1000,
  /** One-time recovery codes given at enrolment. */
  recoveryCodeCount: 10,
  /** Wrong codes a staff member may enter in a window before being made to wait. */
  factorAttempts: 5,
  factorAttemptWindowMs: 15 * 60 * 1000,
} as const;

/** Six digits from an authenticator app; spaces people type are dropped. */
export const totpCodeSchema = z
  .string()
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, MESSAGES.totpCodeFormat));

/** `XXXXX-XXXXX` in base32 letters, case and the dash optional as typed. */
export const recoveryCodeSchema = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z2-7]{10}$/, MESSAGES.recoveryCodeFormat));

/** What proves the second factor: a code from the app, or one of the recovery codes. */
export const factorProofSchema = z.union([
  z.object({ code: totpCodeSchema }).strict(),
  z.object({ recoveryCode: recoveryCodeSchema }).strict(),
]);
export type FactorProof = z.input<typeof factorProofSchema>;

/** Whether the signed-in staff member has a second factor yet, and how many recovery codes are left. */
export interface FactorStatus {
  enrolled: boolean;
  recoveryCodesLeft: number;
}

/** A new secret to put in an authenticator app: scanned from the QR code or typed in. */
export interface FactorEnrolment {
  secret: string;
  otpauthUri: string;
  /** The otpauth URI as an SVG QR code, drawn on the server. */
  qrSvg: string;
}

/** A staff session opened by the second factor; recovery codes come once, at enrolment. */
export interface StaffSessionIssued {
  sessionId: string;
  expiresAt: string;
  recoveryCodes?: string[];
  recoveryCodesLeft: number;
}
