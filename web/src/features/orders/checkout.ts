import { MESSAGES, type OrderCreated } from '@storysong/core';
import { ApiError } from '../../lib/api.ts';
import { ordersApi } from './api.ts';
import { useCheckoutReturns } from './orderLink.ts';

/** Why a payment could not start; `key` picks the translation, `english` is the spec's wording. */
export class PaymentError extends Error {
  constructor(
    readonly key: 'missing' | 'invalidAmount' | 'invoiceFailed' | 'server' | 'noUrl' | 'fallback',
    english: string,
    readonly detail?: string,
  ) {
    super(english);
    this.name = 'PaymentError';
  }
}

/** The spec's client-side checks before asking for an invoice. */
export function paymentProblem(
  order: Pick<OrderCreated, 'customerName' | 'customerEmail' | 'productName' | 'amountPounds'>,
): PaymentError | null {
  const { customerName, customerEmail, productName, amountPounds } = order;
  if (!customerName || !customerEmail || !productName || amountPounds === undefined || amountPounds === null) {
    return new PaymentError('missing', MESSAGES.paymentMissing);
  }
  if (!(amountPounds > 0)) return new PaymentError('invalidAmount', MESSAGES.paymentAmountInvalid);
  return null;
}

/** Asks the server for the payment page of an order just placed, after the spec's checks. */
export async function requestInvoiceUrl(order: OrderCreated, checkout = ordersApi.checkout): Promise<string> {
  const problem = paymentProblem(order);
  if (problem) throw problem;
  return invoiceUrlFor(order.orderId, order.token, checkout);
}

/**
 * The payment page of an unpaid order, by its id and secret: the open checkout, or a fresh one
 * for the same order; the tab keeps the link for the way back. Each failure carries the spec's message.
 */
export async function invoiceUrlFor(orderId: string, token: string, checkout = ordersApi.checkout): Promise<string> {
  let response: Awaited<ReturnType<typeof checkout>>;
  try {
    response = await checkout(orderId, token);
  } catch (error) {
    throw paymentErrorOf(error);
  }
  if (response?.success !== true) {
    throw response?.error
      ? new PaymentError('server', response.error, response.error)
      : new PaymentError('server', 'Failed to create invoice');
  }
  if (!response.invoiceUrl) throw new PaymentError('noUrl', 'No invoice URL received from server');
  useCheckoutReturns.getState().remember(orderId, token);
  return response.invoiceUrl;
}

/** A failed call for a payment page as the customer is told of it. */
function paymentErrorOf(error: unknown): PaymentError {
  const message = error instanceof Error ? error.message : String(error);
  // The server's own reason (already paid, cancelled, a payment being confirmed, a tip refused) is said as it is.
  if (error instanceof ApiError && error.status === 409) return new PaymentError('server', message, message);
  return new PaymentError('invoiceFailed', `Invoice creation failed: ${message}`, message);
}

/** The payment page of a thank-you tip on the order, a checkout of its own; the tab keeps the link for the way back. */
export async function tipUrlFor(orderId: string, token: string, amountPounds: number, tip = ordersApi.tip): Promise<string> {
  let response: Awaited<ReturnType<typeof tip>>;
  try {
    response = await tip(orderId, token, amountPounds);
  } catch (error) {
    throw paymentErrorOf(error);
  }
  useCheckoutReturns.getState().remember(orderId, token);
  return response.invoiceUrl;
}
