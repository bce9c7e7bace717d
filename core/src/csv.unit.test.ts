import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('CSV', () => {
  it('quotes every cell and doubles quotes', () => {
    expect(csvCell('Grace "Amazing" Hopper, PhD')).toBe('"Grace ""Amazing"" Hopper, PhD"');
    expect(csvCell(396)).toBe('"396"');
    expect(csvCell(null)).toBe('""');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    for (const formula of ['=HYPERLINK("http://evil")', '+1+1', '-2', '@SUM(A1)', '\tcmd', '\rcmd']) {
      expect(csvCell(formula).startsWith(`"'`)).toBe(true);
    }
    expect(csvCell('a=b')).toBe('"a=b"');
  });

  it('joins rows with CRLF, header first', () => {
    expect(
      toCsv(
        ['Name', 'Email'],
        [
          ['Ada', 'ada@example.com'],
          ['Line\nbreak', ''],
        ],
      ),
    ).toBe('"Name","Email"\r\n"Ada","ada@example.com"\r\n"Line\nbreak",""');
  });

  it('writes no header row when there is none', () => {
    expect(toCsv(null, [['a', 1]])).toBe('"a","1"');
  });
});
