import { toCsv } from './csv.ts';
import { CURRENCY } from './pricing.ts';
import type { ReferralTransaction } from './schemas/accounts.ts';

const day = (iso: string) => iso.slice(0, 10);

/**
 * An affiliate's own commissions as a spreadsheet: one row each, amounts in pounds, and the date
 * a commission still held becomes due. Formula-safe through `toCsv`, since a customer's email is
 * text someone else typed.
 */
export function referralTransactionsCsv(transactions: readonly ReferralTransaction[]): string {
  const header = ['date', 'reference', 'customer', 'commission', 'currency', 'status', 'dueDate'];
  const rows = transactions.map((tx) => [
    day(tx.transactionDate),
    tx.id,
    tx.customerEmail,
    (tx.commissionPence / 100).toFixed(2),
    CURRENCY,
    tx.status,
    tx.status === 'pending' ? day(tx.dueAt) : null,
  ]);
  return toCsv(header, rows);
}
