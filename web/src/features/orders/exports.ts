// The orders feature's public face: a product page starts an order, hosts its dialogs and checks a referral code; staff see the wishes a customer gave as the customer does.
export { checkReferral } from './api.ts';
export { loadOrderDialogs, OrderDialogs } from './OrderDialogs.tsx';
export { SongWishesList } from './SongWishesList.tsx';
export { startOrder } from './store.ts';
