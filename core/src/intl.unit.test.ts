import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl.ts';

describe('Intl formatters', () => {
  it('builds one formatter per locale and options, and reuses it', () => {
    const pounds = { style: 'currency', currency: 'GBP' } as const;
    expect(numberFormat('en-GB', pounds)).toBe(numberFormat('en-GB', { ...pounds }));
    expect(numberFormat('en-GB', pounds)).not.toBe(numberFormat('de-DE', pounds));
    expect(dateTimeFormat('en-GB', { timeZone: 'UTC' })).not.toBe(dateTimeFormat('en-GB', { timeZone: 'UTC', month: 'long' }));
  });

  it('formats with the locale and options it was built for', () => {
    expect(numberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(12.5)).toBe('£12.50');
    expect(
      dateTimeFormat('en-GB', { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
        new Date('2025-02-28T12:00:00Z'),
      ),
    ).toBe('28/02/2025');
  });
});
