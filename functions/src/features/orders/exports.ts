/** What other features may use of ordering: staff read and move orders, and a cancelled order voids its commission. */
export { voidOrderCommission } from './commissions.ts';
export { ORDERS, type OrderRecord, type SongRecord } from './records.ts';
export { deliveredSong, newShareId } from './songs.ts';
