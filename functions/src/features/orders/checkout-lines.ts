import { languageOption, poundsToPence } from '@storysong/core';
import ar from '../../../../web/public/locales/ar/orders.json' with { type: 'json' };
import de from '../../../../web/public/locales/de/orders.json' with { type: 'json' };
import en from '../../../../web/public/locales/en/orders.json' with { type: 'json' };
import es from '../../../../web/public/locales/es/orders.json' with { type: 'json' };
import fr from '../../../../web/public/locales/fr/orders.json' with { type: 'json' };
import hi from '../../../../web/public/locales/hi/orders.json' with { type: 'json' };
import pt from '../../../../web/public/locales/pt/orders.json' with { type: 'json' };
import zh from '../../../../web/public/locales/zh/orders.json' with { type: 'json' };
import type { CheckoutLine } from '../../ports/payments/port.ts';
import { localised } from '../mail/exports.ts';
import type { OrderRecord } from './records.ts';

/** The rush line's name as the site says it in each language (one source for the wizard and the payment page). */
const RUSH_LINE: Record<string, string> = {
  ar: ar.occasion.rushLine,
  de: de.occasion.rushLine,
  en: en.occasion.rushLine,
  es: es.occasion.rushLine,
  fr: fr.occasion.rushLine,
  hi: hi.occasion.rushLine,
  pt: pt.occasion.rushLine,
  zh: zh.occasion.rushLine,
};

/**
 * What the payment page lists for an order, in the language the customer ordered in: the suite at
 * what it costs them (discounted or not) and, when bought, rush delivery and each charged extra as
 * lines of their own (an extra the suite includes costs nothing and is no line). The lines sum to
 * the order's amount, which the paid event must match (decision 024).
 */
export function checkoutLinesOf(order: OrderRecord): CheckoutLine[] {
  const language = languageOption(order.siteLanguage ?? 'en').code;
  const words = localised(language);
  const added: CheckoutLine[] = [
    ...(order.rush
      ? [{ name: RUSH_LINE[language] ?? en.occasion.rushLine, amountPence: poundsToPence(order.rush.pricePounds) }]
      : []),
    ...(order.extras ?? [])
      .filter((extra) => extra.pricePounds > 0)
      .map((extra) => ({ name: words.extraName(extra.id), amountPence: poundsToPence(extra.pricePounds) })),
  ];
  const suite: CheckoutLine = {
    name: words.productName(order.productId, order.productName),
    amountPence: poundsToPence(order.amountPounds) - added.reduce((sum, line) => sum + line.amountPence, 0),
  };
  return [suite, ...added];
}
