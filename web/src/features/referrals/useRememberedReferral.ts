import { useEffect, useState } from 'react';
import { rememberedReferral } from './referralMemory.ts';

/**
 * The code remembered from a referral link, read once the page has been taken over: the server
 * renders the page without it, and a first render that differed would break hydration.
 */
export function useRememberedReferral(): string | null {
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => setCode(rememberedReferral()), []);
  return code;
}
