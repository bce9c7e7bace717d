import { api } from './api.ts';

export interface PublicConfig {
  siteName: string;
  siteUrl: string;
  firebase: { apiKey: string; projectId: string; authDomain: string };
  authEmulatorUrl: string | null;
  captcha: { provider: 'turnstile' | 'local'; siteKey: string };
  paymentProvider: string;
}

let pending: Promise<PublicConfig> | null = null;

/** Run-time configuration from the API, fetched once: one build serves every environment. */
export function publicConfig(): Promise<PublicConfig> {
  pending ??= api<PublicConfig>('/config', { auth: false }).catch((error) => {
    pending = null;
    throw error;
  });
  return pending;
}
