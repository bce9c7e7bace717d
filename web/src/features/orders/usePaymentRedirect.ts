import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../ui/messages.ts';
import { PaymentError } from './checkout.ts';

/**
 * Sends the customer to a payment page: busy while the server answers, then the provider's page,
 * or the failure in the visitor's language. Coming back with the browser's Back button (a page
 * restored from the back/forward cache) finds the button ready again.
 */
export function usePaymentRedirect() {
  const { t } = useTranslation(['orders', 'validation']);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const reset = useCallback(() => {
    setBusy(false);
    setError(null);
  }, []);
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => event.persisted && reset();
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [reset]);

  const describe = (failure: unknown): string => {
    if (!(failure instanceof PaymentError)) return t('payment.errors.fallback');
    if (failure.key === 'missing' || failure.key === 'invalidAmount')
      return translateMessage(t, failure.message) ?? failure.message;
    if (failure.key === 'invoiceFailed') {
      return t('payment.errors.invoiceFailed', { message: translateMessage(t, failure.detail) ?? failure.detail });
    }
    if (failure.key === 'server') return translateMessage(t, failure.detail) ?? t('payment.errors.server');
    return t(`payment.errors.${failure.key}`);
  };

  const go = async (invoiceUrl: () => Promise<string>) => {
    setBusy(true);
    setError(null);
    try {
      window.location.assign(await invoiceUrl());
    } catch (failure) {
      setError(describe(failure));
      setBusy(false);
    }
  };

  return { busy, error, go, reset };
}
