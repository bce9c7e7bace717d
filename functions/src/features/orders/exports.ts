/** What other features may use of ordering: staff read, move, refund and deliver orders. */
export { ORDERS, type OrderRecord, refundsOf, type SongRecord } from './records.ts';
export { refundOrder } from './refunds.ts';
export { deliveredSong, newShareId } from './songs.ts';
