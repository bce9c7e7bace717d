import { findProduct, LANGUAGE_CODES, MAIL_KINDS } from '@storysong/core';
import { describe, expect, it } from 'vitest';
import { MailFrames } from './frames.ts';
import { type FrameWords, previewParts } from './layout.tsx';
import { composeMail, loadMailRenderer, type MailRequest, renderFrame } from './messages.tsx';

const site = { siteName: 'Storysong', siteUrl: 'https://storysong.example' };
const renderer = await loadMailRenderer();

/** Words as a message holds them, with text that needs escaping and text that must not be touched. */
function words(paragraphs: string[], preview = 'Your order is in.'): FrameWords {
  return {
    preview: previewParts(preview),
    heading: 'Tom & Jerry’s <song> is "ready"',
    greeting: "Hello O'Brien,",
    paragraphs,
    cta: { label: 'See it → now', href: 'https://storysong.example/orders/o?token=a&lang=fr' },
    signature: 'مع الموسيقى، فريق Storysong 🎶',
    footer: '',
  };
}

const cases: [string, FrameWords][] = [
  ['one paragraph', words(['<script>alert(1)</script>'])],
  ['three paragraphs, one empty', words(['First & foremost', '', '\uE0007\uE001 looks like a slot'])],
  ['a preview past 150 characters', words(['Body'], 'p'.repeat(160))],
  ['a preview of exactly 150', words(['Body'], 'q'.repeat(150))],
  ['an empty preview', words(['Body'], '')],
];

describe('mail frames', () => {
  it.each(LANGUAGE_CODES)('give the HTML React renders for the same words, in %s', (language) => {
    const frames = new MailFrames((slots) => renderFrame(renderer, site, language, slots));
    for (const [, message] of cases) expect(frames.html(message)).toBe(renderFrame(renderer, site, language, message));
  });

  it('give the HTML React renders for every kind of message', () => {
    const frames = new MailFrames((slots) => renderFrame(renderer, site, 'fr', slots));
    const product = findProduct('people');
    for (const kind of MAIL_KINDS) {
      const request = {
        kind,
        to: 'zoe@example.com',
        language: 'fr',
        name: 'Zoé',
        path: '/orders/o?token=t',
        product,
        amountPence: 14_950,
      };
      const mail = composeMail(site, {
        ...request,
        values: { title: 'Le port', left: '1', number: '2', notes: 'Plus <lent>' },
      } as MailRequest);
      const message = { ...mail.words, preview: previewParts(mail.words.preview) };
      expect(frames.html(message)).toBe(renderFrame(renderer, site, 'fr', message));
    }
  });

  it('refuse a layout that does not show each word once as given', () => {
    const dropsFooter = new MailFrames((slots) => renderFrame(renderer, site, 'en', { ...slots, footer: '' }));
    expect(() => dropsFooter.html(words(['Body']))).toThrow(/cannot be rendered as a frame/);
    const repeatsHeading = new MailFrames((slots) => renderFrame(renderer, site, 'en', { ...slots, signature: slots.heading }));
    expect(() => repeatsHeading.html(words(['Body']))).toThrow(/cannot be rendered as a frame/);
  });
});
