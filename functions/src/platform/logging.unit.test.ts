import { describe, expect, it } from 'vitest';
import { loggedPath, redactAddresses } from './logging.ts';

describe('redactAddresses', () => {
  it('replaces each address in a mail server’s reply, quoted or bare, and keeps the rest', () => {
    expect(
      redactAddresses(
        "Can't send mail - all recipients were rejected: 550 5.1.1 <zoe.martin+orders@exämple.fr>: Recipient address rejected; from ada@storysong.test",
      ),
    ).toBe("Can't send mail - all recipients were rejected: 550 5.1.1 <[address]>: Recipient address rejected; from [address]");
  });

  it('leaves text without an address as it is, a stack’s scoped package paths included', () => {
    expect(redactAddresses('Greeting never received')).toBe('Greeting never received');
    const frame = 'at render (/srv/node_modules/@react-email/text/dist/index.mjs:12:3)';
    expect(redactAddresses(frame)).toBe(frame);
  });
});

describe('loggedPath', () => {
  it('names the secret a path carries, on the page and on the API', () => {
    expect(loggedPath('/blog/preview/secret-1')).toBe('/blog/preview/:token');
    expect(loggedPath('/api/blog/preview/secret-2')).toBe('/api/blog/preview/:token');
    expect(loggedPath('/api/songs/secret-3/cover')).toBe('/api/songs/:shareId/cover');
    expect(loggedPath('/orders/secret-4')).toBe('/orders/:token');
    expect(loggedPath('/api/blog/posts/a-post')).toBe('/api/blog/posts/a-post');
  });
});
