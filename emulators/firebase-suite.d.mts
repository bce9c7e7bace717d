import type { StripeStandIn } from '../functions/src/testing/stripe-server.ts';

export interface EmulatorSuite {
  /** Hosting: web/dist, every other path rewritten to the function `api`. */
  url: string;
  projectId: string;
  /** MailDev's web inbox; `${inboxUrl}/api/email` lists the messages as JSON. */
  inboxUrl: string;
  stripeUrl: string;
  stripe: StripeStandIn;
  hosts: { auth: string; firestore: string; functions: string; hosting: string };
  output(): string;
  stop(): Promise<void>;
}
export const PROJECT_ID: string;
export const NOT_EMULATED: string;
export function findJdk(): string | null;
export function emulatorSuiteUnavailable(): string | null;
export function startEmulatorSuite(options?: { quiet?: boolean; hostingPort?: number }): Promise<EmulatorSuite>;
