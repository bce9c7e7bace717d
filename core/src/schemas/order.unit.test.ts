import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  checkoutSchema,
  languageStep,
  orderCreateSchema,
  personalStep,
  relationshipStep,
  storySchema,
  storyStep,
} from './order.ts';

/** The first message per field, as the wizard shows it. */
function messages(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

const STORY = 'x'.repeat(100);
const VALID = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  country: 'CI',
  language: 'fr',
  emotion: 'Hope',
  genre: 'Kompa',
  story: STORY,
  hasVoiceNote: false,
  relationship: 'self',
};

describe('story wizard steps', () => {
  it('personal step: every message worded as the spec', () => {
    expect(messages(personalStep, { fullName: '', email: '', country: '' })).toEqual({
      fullName: 'Full name is required',
      email: 'Email is required',
      country: 'Country is required',
    });
    expect(messages(personalStep, { fullName: '  ', email: 'ada@example', country: 'France 2' })).toEqual({
      fullName: 'Full name is required',
      email: 'Please enter a valid email address',
      country: 'Country should only contain letters and spaces',
    });
    expect(messages(personalStep, { fullName: 'Ada', email: 'ada@example.com', country: 'United Kingdom' })).toEqual({});
  });

  it('language step', () => {
    expect(messages(languageStep, {})).toEqual({ language: 'Please select a language' });
    expect(messages(languageStep, { language: 'xx' })).toEqual({ language: 'Please select a language' });
    expect(messages(languageStep, { language: 'ar' })).toEqual({});
  });

  it('story step', () => {
    expect(messages(storyStep, { story: 'x'.repeat(99), hasVoiceNote: false })).toEqual({
      emotion: 'Please select an emotion',
      genre: 'Please select a genre',
      story: 'Story must be at least 100 characters long',
    });
    // Surrounding spaces do not count towards the 100 characters.
    expect(messages(storyStep, { emotion: 'Joy', genre: 'Pop', story: ` ${'x'.repeat(99)} `, hasVoiceNote: true })).toEqual({
      story: 'Story must be at least 100 characters long',
    });
    expect(messages(storyStep, { emotion: 'Joy', genre: 'Pop', story: STORY, hasVoiceNote: true })).toEqual({});
  });

  it('relationship step accepts every grouped relationship, including self', () => {
    expect(messages(relationshipStep, {})).toEqual({ relationship: 'Please select your relationship' });
    for (const relationship of ['self', 'Grandma', 'Fiancèe', 'Sneaky link', 'Godson', 'Brand']) {
      expect(messages(relationshipStep, { relationship })).toEqual({});
    }
  });

  it('the whole story is the four steps together', () => {
    expect(storySchema.parse(VALID)).toEqual(VALID);
  });

  it('the personal step keeps the country as its ISO code', () => {
    expect(personalStep.parse({ fullName: 'Ada', email: 'ada@example.com', country: 'Guinea-Bissau' }).country).toBe('GW');
  });
});

describe('order and checkout requests', () => {
  it('an order names a known product and never carries an amount', () => {
    const parsed = orderCreateSchema.parse({ ...VALID, productId: 'pro-studio', amount: 1, referralCode: 'demo2024' });
    expect(parsed).not.toHaveProperty('amount');
    expect(parsed.referralCode).toBe('DEMO2024');
    expect(messages(orderCreateSchema, { ...VALID, productId: 'free' })).toEqual({
      productId: 'Please choose one of our song suites',
    });
  });

  it('file references cannot smuggle paths', () => {
    expect(orderCreateSchema.safeParse({ ...VALID, productId: 'basic-song', profilePicture: '../etc/passwd' }).success).toBe(
      false,
    );
    expect(orderCreateSchema.safeParse({ ...VALID, productId: 'basic-song', profilePicture: 'abc_DEF-123.png' }).success).toBe(
      true,
    );
  });

  it('checkout needs both the order and its token to be useful, but parses without them', () => {
    expect(checkoutSchema.parse({})).toEqual({});
    expect(checkoutSchema.safeParse({ orderId: '../x', token: 't' }).success).toBe(false);
  });
});
