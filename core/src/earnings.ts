import type { TransactionStatus } from './enums.ts';

/** One month of an affiliate's commissions, as their dashboard charts them. */
export interface EarningsMonth {
  /** `YYYY-MM`, in UTC. */
  month: string;
  commissionPence: number;
}

export interface EarnedCommission {
  commissionPence: number;
  status: TransactionStatus;
  transactionDate: string;
}

/** A rejected commission was never earned; pending, due and paid ones were, in the month they were booked. */
const EARNED: readonly TransactionStatus[] = ['pending', 'approved', 'paid_out'];

/** The `count` months up to and including the one `nowMs` falls in, oldest first, `YYYY-MM` in UTC. */
export function recentMonths(nowMs: number, count: number): string[] {
  const now = new Date(nowMs);
  return Array.from({ length: count }, (_, i) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - i), 1)).toISOString().slice(0, 7),
  );
}

/** Commission earned per month over the recent months, oldest first, with empty months as zeros. */
export function earningsByMonth(commissions: readonly EarnedCommission[], nowMs: number, months: number): EarningsMonth[] {
  const table = new Map(recentMonths(nowMs, months).map((month) => [month, { month, commissionPence: 0 }]));
  for (const commission of commissions) {
    if (!EARNED.includes(commission.status)) continue;
    const row = table.get(commission.transactionDate.slice(0, 7));
    if (row) row.commissionPence += commission.commissionPence;
  }
  return [...table.values()];
}
