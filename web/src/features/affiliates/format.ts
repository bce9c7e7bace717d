import { countryName, dateTimeFormat, languageOption, maskEmail, type PaymentDetails } from '@storysong/core';

/** "March 2025" in the visitor's language. */
export function monthYear(iso: string, language: string): string {
  return dateTimeFormat(languageOption(language).dateLocale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

export function dateTime(iso: string, language: string): string {
  return dateTimeFormat(languageOption(language).dateLocale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

function lastFour(value: string): string {
  return `•••• ${value.slice(-4)}`;
}

/**
 * Payment details as label/value rows: masked unless revealed, so a glance over a shoulder shows
 * nothing useful; the bank's country named in the visitor's language.
 */
export function paymentRows(details: PaymentDetails, revealed: boolean, language: string): { key: string; value: string }[] {
  switch (details.method) {
    case 'paypal':
      return [{ key: 'paypalEmail', value: revealed ? details.paypalEmail : maskEmail(details.paypalEmail) }];
    case 'cashapp':
      return [{ key: 'cashappTag', value: `$${revealed ? details.cashappTag : `${details.cashappTag.slice(0, 1)}•••`}` }];
    case 'bank': {
      const optional = (['routingNumber', 'swiftCode', 'sortCode', 'iban'] as const)
        .filter((key) => details[key])
        .map((key) => ({ key, value: revealed ? (details[key] ?? '') : lastFour(details[key] ?? '') }));
      return [
        { key: 'bankName', value: details.bankName },
        { key: 'accountNumber', value: revealed ? details.accountNumber : lastFour(details.accountNumber) },
        { key: 'country', value: countryName(details.country, language) },
        ...optional,
      ];
    }
  }
}

/** The short link an affiliate shares: it opens the product page with their code filled in (and counts the visit). */
export function shareLink(code: string): string {
  return `${window.location.origin}/r/${encodeURIComponent(code)}`;
}
