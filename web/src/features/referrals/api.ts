import { api } from '../../lib/api.ts';

/** Counts a visit through an affiliate's link; the server ignores crawlers and repeats. */
export const countReferralClick = (code: string) =>
  api<{ counted: boolean }>('/referral-clicks', { body: { code }, auth: false });
