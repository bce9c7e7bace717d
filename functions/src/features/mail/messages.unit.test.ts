import { findProduct, LANGUAGE_CODES, MAIL_KINDS } from '@storysong/core';
import { describe, expect, it } from 'vitest';
import { localised } from './copy.ts';
import { type ComposedMail, composeMail, type MailRequest, renderMail } from './messages.tsx';

const site = { siteName: 'Storysong', siteUrl: 'https://storysong.example' };

/** A message whose words need escaping, and hold text that must not be touched. */
const composed = (language: string, preview = 'Your order is in.'): ComposedMail => ({
  kind: 'orderReceived',
  language,
  to: 'zoe@example.com',
  subject: 'Tom & Jerry',
  words: {
    preview,
    heading: 'Tom & Jerry’s <song> is "ready"',
    greeting: "Hello O'Brien,",
    paragraphs: ['<script>alert(1)</script>', 'First & foremost', ''],
    cta: { label: 'See it → now', href: 'https://storysong.example/orders/o?token=a&lang=fr' },
    signature: 'مع الموسيقى، فريق Storysong 🎶',
    footer: '',
  },
});

/** The visible text of rendered HTML: tags dropped, React's entities read back. */
const visible = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

describe('a rendered message', () => {
  it.each(LANGUAGE_CODES)('is in the reader’s language and direction, its words escaped, in %s', async (language) => {
    const { html, text, to, subject } = await renderMail(site, composed(language));
    expect(html.startsWith('<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN"')).toBe(true);
    const root = /<html[^>]*>/.exec(html)?.[0];
    expect(root).toContain(`lang="${language}"`);
    expect(root).toContain(`dir="${localised(language).dir}"`);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('href="https://storysong.example/orders/o?token=a&amp;lang=fr"');
    for (const word of ['Tom & Jerry’s <song> is "ready"', "Hello O'Brien,", 'See it → now', 'مع الموسيقى، فريق Storysong 🎶'])
      expect(visible(html)).toContain(word);
    expect(text).toContain('See it → now https://storysong.example/orders/o?token=a&lang=fr');
    expect({ to, subject }).toEqual({ to: 'zoe@example.com', subject: 'Tom & Jerry' });
  });

  it('shows its preview in the inbox list, padded so the first words do not follow it', async () => {
    const { html } = await renderMail(site, composed('en'));
    const hidden = /<div style="display:none[^"]*" data-skip-in-text="true">([^<]*)<div>([^<]*)<\/div>/.exec(html);
    expect(hidden?.[1]).toBe('Your order is in.');
    // React Email's padding: a run of invisible characters for each character the preview is short of 150.
    expect(hidden?.[2]).toBe('\xa0\u200C\u200B\u200D\u200E\u200F\uFEFF'.repeat(150 - 'Your order is in.'.length));
    const long = await renderMail(site, composed('en', 'p'.repeat(160)));
    expect(long.html).toContain(`>${'p'.repeat(150)}<`);
    expect(long.html).not.toContain('p'.repeat(151));
  });

  it('shows every word of every kind of message', async () => {
    const product = findProduct('people');
    for (const kind of MAIL_KINDS) {
      const request = { kind, to: 'zoe@example.com', language: 'fr', name: 'Zoé', path: '/orders/o?token=t', product };
      const mail = composeMail(site, {
        ...request,
        amountPence: 14_950,
        values: { title: 'Le port', left: '1', number: '2', notes: 'Plus <lent>' },
      } as MailRequest);
      const { html } = await renderMail(site, mail);
      const { preview, paragraphs, cta, ...rest } = mail.words;
      for (const word of [preview, ...paragraphs, cta.label, ...Object.values(rest)]) expect(visible(html)).toContain(word);
      expect(html).toContain(`href="${cta.href.replaceAll('&', '&amp;')}"`);
    }
  });
});
