import { countryName, dateTimeFormat, languageOption, maskPaymentDetails, type PaymentDetails } from '@storysong/core';

/** "March 2025" in the visitor's language. */
export function monthYear(iso: string, language: string): string {
  return dateTimeFormat(languageOption(language).dateLocale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

export function dateTime(iso: string, language: string): string {
  return dateTimeFormat(languageOption(language).dateLocale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/**
 * Payment details as label/value rows: masked unless revealed, so a glance over a shoulder shows
 * nothing useful; the bank's country named in the visitor's language.
 */
export function paymentRows(details: PaymentDetails, revealed: boolean, language: string): { key: string; value: string }[] {
  const shown = revealed ? details : maskPaymentDetails(details);
  switch (shown.method) {
    case 'paypal':
      return [{ key: 'paypalEmail', value: shown.paypalEmail }];
    case 'cashapp':
      return [{ key: 'cashappTag', value: `$${shown.cashappTag}` }];
    case 'bank': {
      const optional = (['routingNumber', 'swiftCode', 'sortCode', 'iban'] as const)
        .filter((key) => shown[key])
        .map((key) => ({ key, value: shown[key] ?? '' }));
      return [
        { key: 'bankName', value: shown.bankName },
        { key: 'accountNumber', value: shown.accountNumber },
        { key: 'country', value: countryName(shown.country, language) },
        ...optional,
      ];
    }
  }
}

/** The short link an affiliate shares: it opens the product page with their code filled in (and counts the visit). */
export function shareLink(code: string): string {
  return `${window.location.origin}/r/${encodeURIComponent(code)}`;
}
