import { type CheckoutResponse, MESSAGES, type OrderCreated } from '@storysong/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { invoiceUrlFor, PaymentError, requestInvoiceUrl } from './checkout.ts';

const ORDER: OrderCreated = {
  orderId: 'o1',
  token: 't',
  productId: 'basic-song',
  productName: 'Basic Song',
  customerName: 'Ada',
  customerEmail: 'ada@example.com',
  amountPounds: 396,
  listPricePounds: 440,
  isDiscounted: true,
  discountCode: 'DEMO2024',
  referralMessage: null,
};

const answer = (response: CheckoutResponse) => async () => response;
const message = (promise: Promise<string>) =>
  promise.then(
    () => 'no error',
    (error: Error) => error.message,
  );

describe('requestInvoiceUrl', () => {
  it('returns the invoice URL', async () => {
    expect(await requestInvoiceUrl(ORDER, answer({ success: true, invoiceUrl: 'https://pay.example/1' }))).toBe(
      'https://pay.example/1',
    );
  });

  it('checks the payment details first, with the spec messages', async () => {
    const never = async () => {
      throw new Error('must not be called');
    };
    expect(await message(requestInvoiceUrl({ ...ORDER, customerEmail: '' }, never))).toBe('Missing required payment information');
    expect(await message(requestInvoiceUrl({ ...ORDER, productName: '' }, never))).toBe('Missing required payment information');
    expect(await message(requestInvoiceUrl({ ...ORDER, amountPounds: 0 }, never))).toBe('Invalid payment amount');
  });

  it('words every failure as the spec does', async () => {
    const failing = async () => {
      throw new ApiError(502, 'payment_failed', 'Provider down');
    };
    expect(await message(requestInvoiceUrl(ORDER, failing))).toBe('Invoice creation failed: Provider down');
    expect(await message(requestInvoiceUrl(ORDER, answer({ success: false, error: 'Card declined' })))).toBe('Card declined');
    expect(await message(requestInvoiceUrl(ORDER, answer({ success: false })))).toBe('Failed to create invoice');
    expect(await message(requestInvoiceUrl(ORDER, answer({ success: true })))).toBe('No invoice URL received from server');
  });

  it('says why the server refuses a second checkout as the server says it: a payment being confirmed, not a failure', async () => {
    const confirming = async () => {
      throw new ApiError(409, 'conflict', MESSAGES.paymentConfirming);
    };
    const refusal = await invoiceUrlFor(ORDER.orderId, ORDER.token, confirming).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(PaymentError);
    expect(refusal).toMatchObject({ key: 'server', detail: MESSAGES.paymentConfirming });
  });
});
