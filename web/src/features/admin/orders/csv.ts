import { type AdminOrderSummary, countryName } from '@storysong/core';

/**
 * CSV for spreadsheets: every cell quoted, quotes doubled, and cells a spreadsheet would run as
 * a formula (starting with = + - @, tab or carriage return) prefixed with an apostrophe.
 */
export function csvCell(value: string | number | boolean | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | boolean | null)[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
}

/** The customer stories list as CSV; the country as its code and English name, whatever the exporter's language. */
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
  ]);
  return toCsv(header, rows);
}

/** Saves text as a file through a temporary link (the browser's download). */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
