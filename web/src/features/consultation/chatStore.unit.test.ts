import { MESSAGES, type VisitorConversation } from '@storysong/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createChatStore } from './chatStore.ts';

const from = { language: 'fr' as const, path: '/products/people' };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server's thread after a message: the visitor's, then the assistant's answer. */
function answered(id: string, visitor: { id: string; text: string }[]): VisitorConversation {
  return {
    id,
    channel: 'widget',
    status: 'open',
    language: 'fr',
    needsEmail: false,
    messages: visitor.flatMap((m, n) => [
      { id: m.id, author: 'visitor' as const, text: m.text, createdAt: '2026-12-02T10:00:00.000Z' },
      { id: `answer-${n}`, author: 'assistant' as const, text: `Answer ${n}`, createdAt: '2026-12-02T10:00:01.000Z' },
    ]),
  };
}

describe('chat store', () => {
  let fetch: ReturnType<typeof vi.fn>;
  let onLine = true;
  beforeEach(() => {
    onLine = true;
    fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('navigator', {
      get onLine() {
        return onLine;
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const bodyOf = (call: number) => JSON.parse(fetch.mock.calls[call]?.[1]?.body as string) as Record<string, unknown>;

  it('starts the conversation with the first message and shows the answer; typing meanwhile', async () => {
    const chat = createChatStore({ channel: 'widget' });
    chat.getState().setCaptcha('captcha-token');
    let reply: (response: Response) => void = () => {};
    fetch.mockReturnValueOnce(new Promise<Response>((resolve) => (reply = resolve)));
    expect(chat.getState().send('  Combien coûte la livraison express ?  ', from)).toBe(true);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(chat.getState().pending).toBe(true);
    expect(chat.getState().send('Another', from)).toBe(false);
    const sent = bodyOf(0);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/conversations/widget');
    expect(sent).toMatchObject({
      message: 'Combien coûte la livraison express ?',
      language: 'fr',
      captchaToken: 'captcha-token',
    });
    expect(sent.origin).toEqual({ path: '/products/people' });

    reply(
      json(201, {
        conversation: answered('c1', [{ id: sent.clientMessageId as string, text: sent.message as string }]),
        token: 't'.repeat(43),
      }),
    );
    await vi.waitFor(() => expect(chat.getState().pending).toBe(false));
    expect(chat.getState().messages.map((m) => [m.author, m.text, m.delivery])).toEqual([
      ['visitor', 'Combien coûte la livraison express ?', 'sent'],
      ['assistant', 'Answer 0', 'sent'],
    ]);
    expect(chat.getState().conversationId).toBe('c1');
  });

  it('keeps the suite a product card opened the consultation from with the conversation', async () => {
    const chat = createChatStore({ channel: 'widget' });
    chat.getState().setCaptcha('captcha-token');
    fetch.mockReturnValueOnce(new Promise<Response>(() => {}));
    chat.getState().send('Can it be a Kizomba?', { ...from, productId: 'basic-song' });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(bodyOf(0).origin).toEqual({ path: '/products/people', productId: 'basic-song' });
  });

  it('refuses a blank message without a request', () => {
    const chat = createChatStore({ channel: 'widget' });
    expect(chat.getState().send('   \n ', from)).toBe(false);
    expect(chat.getState().messages).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps a message written offline as not sent, and sends it once, with its id, when the connection returns', async () => {
    const chat = createChatStore({ channel: 'widget' });
    chat.getState().setCaptcha('captcha-token');
    onLine = false;
    chat.getState().send('Written in the tunnel', from);
    expect(chat.getState().messages.map((m) => m.delivery)).toEqual(['unsent']);
    expect(fetch).not.toHaveBeenCalled();

    // The first try is cut off as the connection comes and goes: still not sent, tried again with the same id.
    onLine = true;
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await chat.getState().flush();
    expect(chat.getState().messages.map((m) => m.delivery)).toEqual(['unsent']);
    const id = bodyOf(0).clientMessageId;
    fetch.mockImplementationOnce(async () =>
      json(201, { conversation: answered('c2', [{ id: id as string, text: 'Written in the tunnel' }]), token: 't'.repeat(43) }),
    );
    await Promise.all([chat.getState().flush(), chat.getState().flush()]);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(bodyOf(1).clientMessageId).toBe(id);
    expect(chat.getState().messages.map((m) => [m.author, m.delivery])).toEqual([
      ['visitor', 'sent'],
      ['assistant', 'sent'],
    ]);
  });

  it('hands a refused message back to the composer with the clear message, and asks for the CAPTCHA again', async () => {
    const chat = createChatStore({ channel: 'widget' });
    chat.getState().setCaptcha('stale');
    fetch.mockResolvedValueOnce(
      json(400, {
        error: {
          code: 'validation_failed',
          message: MESSAGES.captchaRequired,
          fields: { captchaToken: MESSAGES.captchaRequired },
        },
      }),
    );
    chat.getState().send('Hello', from);
    await vi.waitFor(() => expect(chat.getState().error).toBe(MESSAGES.captchaRequired));
    expect(chat.getState().messages).toEqual([]);
    expect(chat.getState().captchaToken).toBeNull();
    expect(chat.getState().takeReturned()).toBe('Hello');
  });

  it('sends later messages with the token in a header, never in the address', async () => {
    const chat = createChatStore({ channel: 'widget' });
    const conversation = answered('c3', []);
    fetch.mockResolvedValueOnce(json(200, conversation));
    expect(await chat.getState().open('c3', 'k'.repeat(43))).toBe(true);
    fetch.mockImplementationOnce(async () =>
      json(200, answered('c3', [{ id: bodyOf(1).clientMessageId as string, text: 'Hi' }])),
    );
    chat.getState().send('Hi', from);
    await vi.waitFor(() => expect(chat.getState().messages).toHaveLength(2));
    const [url, init] = (fetch.mock.calls[1] ?? []) as [string, RequestInit];
    expect(url).toBe('/api/conversations/c3/messages');
    expect(new Headers(init.headers).get('X-Conversation-Token')).toBe('k'.repeat(43));
  });
});
