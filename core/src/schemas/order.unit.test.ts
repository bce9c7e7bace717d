import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  checkoutSchema,
  languageStep,
  occasionStep,
  orderCreateSchemaAt,
  personalStep,
  relationshipStep,
  storySchemaAt,
  storyStep,
} from './order.ts';

/** The customer's calendar date the schemas are built with, as the form and the route build them. */
const TODAY = '2026-01-15';
const storySchema = storySchemaAt(TODAY);
const orderCreateSchema = orderCreateSchemaAt(TODAY);

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
  acceptTerms: true,
  ageConfirmed: true,
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

  it('the whole story is the five steps together, the occasion optional', () => {
    expect(storySchema.parse(VALID)).toEqual(VALID);
    const withOccasion = { ...VALID, occasion: 'birthday', occasionDate: '2026-02-01', rush: true };
    expect(storySchema.parse(withOccasion)).toEqual(withOccasion);
  });

  it('relationship step: the voice, the names and what to include or avoid are all optional, and bounded', () => {
    expect(messages(relationshipStep, { relationship: 'Wife' })).toEqual({});
    const parsed = relationshipStep.parse({
      relationship: 'Wife',
      voice: 'surprise',
      names: [
        { name: ' Siobhan ', pronunciation: ' shiv-AWN ', recording: 'abc_DEF-1.m4a' },
        { name: 'Ama', pronunciation: '' },
      ],
      mustInclude: '  ',
      avoid: ' rain ',
    });
    // Empty answers are no answers: the route stores none of them.
    expect(parsed).toEqual({
      relationship: 'Wife',
      voice: 'surprise',
      names: [{ name: 'Siobhan', pronunciation: 'shiv-AWN', recording: 'abc_DEF-1.m4a' }, { name: 'Ama' }],
      avoid: 'rain',
    });
    expect(
      messages(relationshipStep, {
        relationship: 'Wife',
        voice: 'choir',
        names: [{ name: ' ' }, { name: 'x'.repeat(101), pronunciation: 'p'.repeat(201), recording: '../x' }],
        mustInclude: 'm'.repeat(1001),
        avoid: 'a'.repeat(1001),
      }),
    ).toEqual({
      voice: 'Please choose one of the voices in the list',
      'names.0.name': 'Enter the name, or remove this row',
      'names.1.name': 'Must be 100 characters or fewer',
      'names.1.pronunciation': 'How to say it must be 200 characters or fewer',
      'names.1.recording': 'Some fields need your attention',
      mustInclude: 'Lines to include must be 1,000 characters or fewer',
      avoid: 'Things to avoid must be 1,000 characters or fewer',
    });
    expect(
      messages(relationshipStep, { relationship: 'Wife', names: Array.from({ length: 7 }, () => ({ name: 'Ama' })) }),
    ).toEqual({
      names: 'Add at most 6 names',
    });
    // The route reads the same fields with the same rules.
    expect(messages(orderCreateSchema, { ...VALID, productId: 'basic-song', voice: 'choir' })).toEqual({
      voice: 'Please choose one of the voices in the list',
    });
  });

  it('last step: the terms accepted and the age confirmed, each ticked, said on its own box', () => {
    expect(messages(occasionStep, {})).toEqual({
      acceptTerms: 'You must accept the terms and conditions',
      ageConfirmed: 'Please confirm your age to order',
    });
    expect(messages(occasionStep, { acceptTerms: true, ageConfirmed: 'true' })).toEqual({
      ageConfirmed: 'Please confirm your age to order',
    });
    expect(messages(occasionStep, { acceptTerms: false, ageConfirmed: true })).toEqual({
      acceptTerms: 'You must accept the terms and conditions',
    });
  });

  it('occasion step: a known occasion, a real date from today to a year ahead, or no date', () => {
    expect(messages(occasionStep, { acceptTerms: true, ageConfirmed: true })).toEqual({});
    expect(messages(storySchema, { ...VALID, occasion: 'christening' })).toEqual({
      occasion: 'Please choose one of the occasions in the list',
    });
    // An emptied date input means "no date".
    expect(storySchema.parse({ ...VALID, occasion: 'wedding', occasionDate: '' }).occasionDate).toBeUndefined();
    expect(messages(storySchema, { ...VALID, occasion: 'wedding', occasionDate: '2026-02-30' })).toEqual({
      occasionDate: 'Please enter the date as a day, month and year',
    });
    expect(messages(storySchema, { ...VALID, occasion: 'wedding', occasionDate: '2026-01-14' })).toEqual({
      occasionDate: 'The occasion date is in the past. Choose today or a later date, or leave it empty.',
    });
    expect(messages(storySchema, { ...VALID, occasion: 'wedding', occasionDate: '2027-01-16' })).toEqual({
      occasionDate: 'The occasion date must be within a year from today',
    });
    expect(messages(storySchema, { ...VALID, occasion: 'wedding', occasionDate: TODAY })).toEqual({});
    expect(messages(storySchema, { ...VALID, occasion: 'wedding', occasionDate: '2027-01-15' })).toEqual({});
  });

  it('a date names the day of an occasion: without one it is refused on the occasion field', () => {
    expect(messages(storySchema, { ...VALID, occasionDate: '2026-03-01' })).toEqual({
      occasion: 'Please choose the occasion this date is for',
    });
  });

  it('the same schema judges the window from the customer’s own today', () => {
    const date = { ...VALID, occasion: 'anniversary', occasionDate: '2026-01-15' };
    expect(storySchemaAt('2026-01-16').safeParse(date).success).toBe(false);
    expect(storySchemaAt('2026-01-15').safeParse(date).success).toBe(true);
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

  it('an order may name the customer’s time zone, which must be a real one', () => {
    const order = { ...VALID, productId: 'basic-song' };
    expect(orderCreateSchema.parse({ ...order, timeZone: 'Pacific/Auckland' }).timeZone).toBe('Pacific/Auckland');
    expect(messages(orderCreateSchema, { ...order, timeZone: 'Mars/Olympus' })).toEqual({
      timeZone: 'Some fields need your attention',
    });
    expect(orderCreateSchema.parse(order)).not.toHaveProperty('timeZone');
  });

  it('an order is read with one schema per day, each judging the occasion date from its own day', () => {
    const order = { ...VALID, productId: 'basic-song', occasion: 'birthday', occasionDate: '2026-01-15' };
    expect(orderCreateSchemaAt(TODAY)).toBe(orderCreateSchema);
    const nextDay = orderCreateSchemaAt('2026-01-16');
    expect(nextDay).not.toBe(orderCreateSchema);
    expect(messages(orderCreateSchema, order)).toEqual({});
    expect(messages(nextDay, order)).toEqual({
      occasionDate: 'The occasion date is in the past. Choose today or a later date, or leave it empty.',
    });
    // Days come and go: many days later, each still reads by its own.
    for (const day of ['2026-01-17', '2026-01-18', '2026-01-19', '2026-01-20', '2026-01-21']) orderCreateSchemaAt(day);
    expect(messages(orderCreateSchemaAt('2026-01-16'), order)).toEqual(messages(nextDay, order));
    expect(messages(orderCreateSchemaAt(TODAY), order)).toEqual({});
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
