import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as core from '../index.ts';
import { MESSAGES } from '../messages.ts';

// The knowledge base editor's messages are ours too, translated in its own namespace.
const OURS = new Set<string>([...Object.values(MESSAGES), ...Object.values(core.KNOWLEDGE_MESSAGES)]);
const WRONG = [undefined, null, '', '   ', 42, true, [], {}, 'x'.repeat(300_000)];

/** Every schema core exports, and the field builders as the forms call them. */
const SCHEMAS: [string, z.ZodType][] = [
  ...Object.entries(core as Record<string, unknown>).flatMap(([name, value]): [string, z.ZodType][] =>
    value instanceof z.ZodType ? [[name, value]] : [],
  ),
  ['email()', core.email()],
  ['country()', core.country()],
];

interface Shaped {
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
  unwrap?: () => z.ZodType;
}

/** Empty and wrong values for a schema, and for objects the same inside each field, nested. */
function badValues(schema: z.ZodType, depth = 0): unknown[] {
  const node = schema as unknown as Shaped;
  if (depth > 3) return WRONG;
  if (node.options) return [...WRONG, ...node.options.flatMap((option) => badValues(option, depth + 1))];
  if (!node.shape) return WRONG;
  const shape = node.shape;
  const keys = Object.keys(shape);
  const literal = (key: string) => (shape[key] as unknown as { value?: unknown }).value;
  // A discriminated union's options keep their literal, so the other fields are reached.
  const fixed = Object.fromEntries(keys.filter((key) => literal(key) !== undefined).map((key) => [key, literal(key)]));
  const values: unknown[] = [...WRONG];
  for (const filler of WRONG) values.push({ ...Object.fromEntries(keys.map((key) => [key, filler])), ...fixed });
  for (const key of keys) {
    for (const inner of badValues(shape[key] as z.ZodType, depth + 1)) values.push({ ...fixed, [key]: inner });
  }
  return values;
}

describe('the error map', () => {
  it('finds the schemas it is meant to check', () => {
    const names = SCHEMAS.map(([name]) => name);
    for (const name of [
      'paymentDetailsSchema',
      'affiliateRegisterSchema',
      'blogPostSaveSchema',
      'personalStep',
      'adminProfileSchema',
    ]) {
      expect(names).toContain(name);
    }
  });

  it.each(SCHEMAS)('%s never gives zod a say: every message is one of ours', (_name, schema) => {
    const foreign = new Set<string>();
    for (const value of badValues(schema)) {
      for (const issue of schema.safeParse(value).error?.issues ?? []) {
        if (!OURS.has(issue.message)) foreign.add(issue.message);
      }
    }
    expect([...foreign]).toEqual([]);
  });

  it("gives an empty bank country the field's own message", () => {
    const result = core.paymentDetailsSchema.safeParse({
      method: 'bank',
      bankName: 'Monzo',
      accountNumber: '123',
      country: undefined,
    });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['country'], message: MESSAGES.countryRequired })]);
  });

  it('leaves the messages schemas name themselves alone', () => {
    const result = core.paymentDetailsSchema.safeParse({
      method: 'bank',
      bankName: 'Monzo',
      accountNumber: '123',
      country: 'Guinea 2',
    });
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.countryNameLetters);
  });
});
