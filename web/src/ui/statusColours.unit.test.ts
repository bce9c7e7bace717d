import { describe, expect, it } from 'vitest';
import { STATUS_COLOURS, statusBadgeStyle } from './statusColours.ts';

describe('status colours', () => {
  it('are red only where something went wrong', () => {
    const red = Object.entries(STATUS_COLOURS).flatMap(([kind, colours]) =>
      Object.entries(colours)
        .filter(([, colour]) => colour === 'red')
        .map(([status]) => `${kind}.${status}`),
    );
    expect(red).toEqual(['payment.failed', 'refundRequest.failed', 'due.overdue', 'transaction.rejected']);
  });

  it('show a paid-out commission as done, not as a problem', () => {
    expect(STATUS_COLOURS.transaction.paid_out).toBe('teal');
  });
});

/** WCAG 2.1 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('status badges', () => {
  const colours = [...new Set(Object.values(STATUS_COLOURS).flatMap((byStatus) => Object.values(byStatus) as string[]))];
  for (const variant of ['light', 'filled', 'outline'] as const) {
    it(`read at 4.5:1 or more in the ${variant} variant, for every status colour`, () => {
      for (const colour of colours) {
        const style = statusBadgeStyle(colour, variant);
        // An outline badge sits on the page: white cards and tables.
        const background = style.background === 'transparent' ? '#ffffff' : style.background;
        expect(contrast(style.color, background), `${colour} ${variant}`).toBeGreaterThanOrEqual(4.5);
      }
    });
  }
});
