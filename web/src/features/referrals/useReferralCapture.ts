import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { countReferralClick } from './api.ts';
import { referralCodeFrom, rememberReferral } from './referralMemory.ts';

/** Codes already counted in this tab: moving around the site with ?ref= in the address is one visit. */
const counted = new Set<string>();

/**
 * `?ref=CODE` on any page (an affiliate's link, or /r/CODE redirected): the code is remembered for
 * the checkout of the coming days, and the visit is counted once.
 */
export function useReferralCapture(): void {
  const [search] = useSearchParams();
  const code = referralCodeFrom(search.get('ref'));
  useEffect(() => {
    if (!code) return;
    rememberReferral(code);
    if (counted.has(code)) return;
    counted.add(code);
    // A click that cannot be counted (offline, say) costs the visitor nothing.
    countReferralClick(code).catch(() => counted.delete(code));
  }, [code]);
}
