// The orders feature's public face: a product page starts an order, hosts its dialogs and checks a referral code.
export { checkReferral } from './api.ts';
export { loadOrderDialogs, OrderDialogs } from './OrderDialogs.tsx';
export { startOrder } from './store.ts';
