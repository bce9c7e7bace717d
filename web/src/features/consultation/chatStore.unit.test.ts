import { TIMINGS } from '@storysong/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createChatStore } from './chatStore.ts';

describe('chat store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('appends the message, types for 1.5 s, then appends the canned reply', () => {
    const chat = createChatStore();
    expect(chat.getState().send('  Hello there  ', 'Canned reply')).toBe(true);
    expect(chat.getState().messages.map((m) => [m.sender, m.content])).toEqual([['user', 'Hello there']]);
    expect(chat.getState().pending).toBe(true);

    vi.advanceTimersByTime(TIMINGS.chatReplyMs - 1);
    expect(chat.getState().messages).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(chat.getState().pending).toBe(false);
    expect(chat.getState().messages.map((m) => [m.sender, m.content])).toEqual([
      ['user', 'Hello there'],
      ['ai', 'Canned reply'],
    ]);
  });

  it('blocks blank messages and sending while a reply is pending', () => {
    const chat = createChatStore();
    expect(chat.getState().send('   \n ', 'reply')).toBe(false);
    expect(chat.getState().messages).toEqual([]);
    chat.getState().send('First', 'reply');
    expect(chat.getState().send('Second', 'reply')).toBe(false);
    expect(chat.getState().messages).toHaveLength(1);
  });
});
