/** What other features may use of ordering: staff read (the customer's wishes for the song too), move, refund (a missed rush date and each extra too) and deliver orders (each version of the song, its email with a link of its own); the order behind a gift link; the reveal schedule's job; lyric drafts staff send and the lyrics schedule's job; the order's paid tips. */

export { erasable, eraseOrder, orderArchive, orderPrivacyView, ordersOfEmail, ordersPersonalData } from './erasure.ts';
export { deliverExtraFile, extraFilesOf } from './extra-files.ts';
export { extrasOf, refundExtra } from './extra-refunds.ts';
export { sendLyricDraft } from './lyric-drafts.ts';
export { remindAndApproveLyrics } from './lyrics-job.ts';
export { linksOf, mailedOrderPath } from './order-links.ts';
export { orderForToken } from './orders.ts';
export { disputesOf, ORDERS, type OrderRecord, refundsOf, type SongRecord } from './records.ts';
export { refundOrder, retryWaitingRefunds } from './refunds.ts';
export { applyOrderRetention, keptAnotherYear, retentionDueAfterDelivery } from './retention-job.ts';
export { sendDueReveals } from './reveal-job.ts';
export { refundMissedRush, rushRefunded, rushRefusal } from './rush.ts';
export { heardWishes, songWishes } from './song-wishes.ts';
export { deliveredSong, earlierSongs, newShareId, orderForShareId, versionOf } from './songs.ts';
export { paidTips } from './tip-records.ts';
