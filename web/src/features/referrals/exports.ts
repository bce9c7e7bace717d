// The referrals feature's public face: the app captures ?ref= on every page, checkout reads the remembered code.

export { useReferralCapture } from './useReferralCapture.ts';
export { useRememberedReferral } from './useRememberedReferral.ts';
