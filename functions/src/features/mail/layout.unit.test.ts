import { describe, expect, it } from 'vitest';
import { localised } from './copy.ts';
import { type LayoutProps, mailText } from './layout.tsx';

const props = (language: string): LayoutProps => ({
  locale: localised(language),
  siteName: 'Storysong',
  siteUrl: 'https://storysong.example',
  preview: 'Your order is in.',
  heading: 'Your story is in good hands',
  greeting: 'Hello Zoé,',
  paragraphs: ['Thank you for your order.', 'You can pay from the same page.'],
  cta: { label: 'See your order', href: 'https://storysong.example/orders/t?order=o' },
  signature: 'With music, the Storysong team',
  footer: 'You receive this email because of your activity on Storysong.',
});

describe('mailText', () => {
  it('writes the layout’s words in its order, each link after its label, and the heading in capitals', () => {
    expect(mailText(props('en')).split('\n\n')).toEqual([
      `Storysong https://storysong.example/\n${localised('en').tagline}`,
      'YOUR STORY IS IN GOOD HANDS',
      'Hello Zoé,',
      'Thank you for your order.',
      'You can pay from the same page.',
      'See your order https://storysong.example/orders/t?order=o',
      'With music, the Storysong team',
      '-'.repeat(40),
      'You receive this email because of your activity on Storysong. https://storysong.example/',
    ]);
  });

  it('leaves out the preview, which only the inbox list shows', () => {
    expect(mailText(props('en'))).not.toContain('Your order is in.');
  });

  it('writes the tagline in the reader’s language', () => {
    expect(mailText(props('ar'))).toContain(localised('ar').tagline);
    expect(localised('ar').tagline).not.toBe(localised('en').tagline);
  });
});
