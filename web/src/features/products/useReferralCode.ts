import { LIMITS, normalizeReferralCode } from '@storysong/core';
import { useEffect, useState } from 'react';
import { checkReferral } from '../orders/exports.ts';

export type ReferralStatus = 'neutral' | 'checking' | 'valid' | 'invalid';

/**
 * The referral box's state: checked by the server as soon as 8 characters are in,
 * back to neutral below 8, and cleared entirely when the box is unticked.
 */
export function useReferralCode(initialCode: string) {
  const [enabled, setEnabled] = useState(initialCode !== '');
  const [code, setCodeState] = useState(normalizeReferralCode(initialCode).slice(0, LIMITS.referralCodeLength));
  const [status, setStatus] = useState<ReferralStatus>('neutral');

  useEffect(() => {
    if (!enabled || code.length !== LIMITS.referralCodeLength) {
      setStatus('neutral');
      return;
    }
    // A later keystroke supersedes this check; its answer is then ignored.
    let current = true;
    setStatus('checking');
    checkReferral(code)
      .then(({ valid }) => current && setStatus(valid ? 'valid' : 'invalid'))
      .catch(() => current && setStatus('invalid'));
    return () => {
      current = false;
    };
  }, [enabled, code]);

  return {
    enabled,
    code,
    status,
    setCode: (raw: string) => setCodeState(normalizeReferralCode(raw).slice(0, LIMITS.referralCodeLength)),
    setEnabled: (on: boolean) => {
      setEnabled(on);
      if (!on) setCodeState('');
    },
  };
}
