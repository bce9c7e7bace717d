import { orderPagePath } from '@storysong/core';
import { describe, expect, it } from 'vitest';
import { orderLinkOf } from './orderLink.ts';

const read = (address: string) => {
  const url = new URL(address, 'https://storysong.example');
  return orderLinkOf(decodeURIComponent(url.pathname.split('/')[2] ?? ''), url.searchParams, url.hash);
};

describe('orderLinkOf', () => {
  it("reads today's link: the order in the path, the token in the fragment", () => {
    const path = orderPagePath({ orderId: 'o1', token: 'secret-1' });
    expect(path).toBe('/orders/o1#token=secret-1');
    expect(read(path)).toEqual({ link: { orderId: 'o1', token: 'secret-1' }, earlier: false });
  });

  it('reads the form earlier emails carried, to be replaced by today’s', () => {
    expect(read('/orders/secret-1?order=o1')).toEqual({ link: { orderId: 'o1', token: 'secret-1' }, earlier: true });
  });

  it('finds no link without a token', () => {
    expect(read('/orders/o1')).toEqual({ link: null, earlier: false });
    expect(read('/orders/o1#other=1')).toEqual({ link: null, earlier: false });
  });
});
