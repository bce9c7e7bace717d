import { countryName, dateTimeFormat, languageOption, type PaymentDetails } from '@storysong/core';

/** "March 2025" in the visitor's language. */
export function monthYear(iso: string, language: string): string {
  return dateTimeFormat(languageOption(language).dateLocale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

export function dateTime(iso: string, language: string): string {
  return dateTimeFormat(languageOption(language).dateLocale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** Payment details (masked, as the API sends them) as label/value rows; the bank's country named in the visitor's language. */
export function paymentRows(shown: PaymentDetails, language: string): { key: string; value: string }[] {
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
