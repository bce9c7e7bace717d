/** What other features may use of ordering: staff read, move and refund orders, and a cancelled order voids its commission. */
export { voidOrderCommission } from './commissions.ts';
export { ORDERS, type OrderRecord, refundsOf } from './records.ts';
export { refundOrder } from './refunds.ts';
