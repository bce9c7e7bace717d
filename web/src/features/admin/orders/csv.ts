import { type AdminOrderSummary, countryName, toCsv } from '@storysong/core';

/** The customer stories list as CSV; the country as its code and English name, whatever the exporter's language; rush, due date and occasion last. */
export function ordersCsv(orders: readonly AdminOrderSummary[]): string {
  const header = [
    'id',
    'customerName',
    'customerEmail',
    'countryCode',
    'country',
    'product',
    'amountGBP',
    'paymentStatus',
    'stage',
    'submitted',
    'rush',
    'dueAt',
    'occasion',
    'occasionDate',
  ];
  const rows = orders.map((o) => [
    o.id,
    o.customerName,
    o.customerEmail,
    o.country,
    o.country && countryName(o.country, 'en'),
    o.productName,
    o.amountPounds,
    o.paymentStatus,
    o.stage,
    o.createdAt,
    o.rush ? 'yes' : 'no',
    o.dueAt,
    o.occasion?.kind ?? null,
    o.occasion?.date ?? null,
  ]);
  return toCsv(header, rows);
}
