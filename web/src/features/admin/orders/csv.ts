import { type AdminOrderSummary, countryName, type SungName, toCsv } from '@storysong/core';

/** The names to be sung in one cell, each with how to say it: `Siobhan (shiv-AWN); Nguyen`. */
const namesCell = (names: readonly SungName[]) =>
  names.map(({ name, pronunciation }) => (pronunciation ? `${name} (${pronunciation})` : name)).join('; ');

/**
 * The customer stories list as CSV; the country as its code and English name, whatever the
 * exporter's language; rush, due date and occasion, then the customer's wishes for the song, last.
 */
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
    'voice',
    'names',
    'mustInclude',
    'avoid',
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
    o.voice,
    namesCell(o.names),
    o.mustInclude,
    o.avoid,
  ]);
  return toCsv(header, rows);
}
