/** What other features may use of ordering: staff read, move, refund and deliver orders (each version of the song); the order behind a gift link. */
export { disputesOf, ORDERS, type OrderRecord, refundsOf, type SongRecord } from './records.ts';
export { refundOrder, retryWaitingRefunds } from './refunds.ts';
export { deliveredSong, earlierSongs, newShareId, orderForShareId, versionOf } from './songs.ts';
