import { describe, expect, it } from 'vitest';
import { STATUS_COLOURS } from './statusColours.ts';

describe('status colours', () => {
  it('are red only where something went wrong', () => {
    const red = Object.entries(STATUS_COLOURS).flatMap(([kind, colours]) =>
      Object.entries(colours)
        .filter(([, colour]) => colour === 'red')
        .map(([status]) => `${kind}.${status}`),
    );
    expect(red).toEqual(['payment.failed', 'refundRequest.failed', 'transaction.rejected']);
  });

  it('show a paid-out commission as done, not as a problem', () => {
    expect(STATUS_COLOURS.transaction.paid_out).toBe('teal');
  });
});
