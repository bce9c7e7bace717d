import { describe, expect, it } from 'vitest';
import { emailKey, escapeHtml, jsonForScript } from './text.ts';

describe('HTML output', () => {
  it('escapes the characters HTML gives meaning to', () => {
    expect(escapeHtml(`Tom & Jerry's "<b>"`)).toBe('Tom &amp; Jerry&#39;s &quot;&lt;b&gt;&quot;');
  });

  it('writes JSON no value can close a script block with, and that still parses back', () => {
    const value = { text: '</script><script>alert(1)</script>' };
    const json = jsonForScript(value);
    expect(json).not.toContain('</script');
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('emailKey', () => {
  it('is one key per mailbox: case, spaces, sub-address and Gmail dots do not make another customer', () => {
    expect(emailKey(' Affiliate+1@Example.com ')).toBe('affiliate@example.com');
    expect(emailKey('a.n.other+shop@googlemail.com')).toBe('another@gmail.com');
    expect(emailKey('A.N.Other@gmail.com')).toBe('another@gmail.com');
  });

  it('keeps dots elsewhere, where they may name another mailbox', () => {
    expect(emailKey('a.other@example.com')).toBe('a.other@example.com');
    expect(emailKey('+only@example.com')).toBe('+only@example.com');
  });
});
