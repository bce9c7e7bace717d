// The referrals feature's public face: the app captures ?ref= on every page, checkout reads the remembered code.
export { rememberedReferral } from './referralMemory.ts';
export { useReferralCapture } from './useReferralCapture.ts';
