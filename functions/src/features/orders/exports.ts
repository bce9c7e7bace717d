/** What other features may use of ordering: staff read, move, refund and deliver orders (each version of the song). */
export { ORDERS, type OrderRecord, refundsOf, type SongRecord } from './records.ts';
export { refundOrder } from './refunds.ts';
export { deliveredSong, earlierSongs, newShareId, versionOf } from './songs.ts';
