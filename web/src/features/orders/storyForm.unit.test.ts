import { describe, expect, it } from 'vitest';
import { firstError } from './storyForm.ts';

const error = { type: 'invalid', message: 'x' };

describe('firstError', () => {
  it('names the earliest step with an error and its first field, in the wizard order', () => {
    expect(firstError({ relationship: error })).toEqual({ step: 3, field: 'relationship' });
    expect(firstError({ relationship: error, story: error, country: error })).toEqual({ step: 0, field: 'country' });
    expect(firstError({ genre: error, emotion: error })).toEqual({ step: 2, field: 'emotion' });
    expect(firstError({ occasionDate: error })).toEqual({ step: 4, field: 'occasionDate' });
  });

  it('is null when nothing is wrong', () => {
    expect(firstError({})).toBeNull();
  });
});
