import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript } from './text.ts';

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
