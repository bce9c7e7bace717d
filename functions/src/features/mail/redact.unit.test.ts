import { describe, expect, it } from 'vitest';
import { redactAddresses } from './redact.ts';

describe('redactAddresses', () => {
  it('replaces each address in a mail server’s reply, quoted or bare, and keeps the rest', () => {
    expect(
      redactAddresses(
        "Can't send mail - all recipients were rejected: 550 5.1.1 <zoe.martin+orders@exämple.fr>: Recipient address rejected; from ada@storysong.test",
      ),
    ).toBe("Can't send mail - all recipients were rejected: 550 5.1.1 <[address]>: Recipient address rejected; from [address]");
  });

  it('leaves text without an address as it is', () => {
    expect(redactAddresses('Greeting never received')).toBe('Greeting never received');
  });
});
