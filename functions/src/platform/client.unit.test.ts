import { describe, expect, it } from 'vitest';
import { clientOf } from './client.ts';

describe('clientOf', () => {
  it('counts an IPv6 /64 as one client, however the address is written', () => {
    const prefix = '2001:db8:85a3:42::/64';
    for (const address of ['2001:db8:85a3:42::1', '2001:0db8:85a3:0042:ffff:1:2:3', '2001:DB8:85A3:42:0:0:0:9']) {
      expect(clientOf(address)).toBe(prefix);
    }
    expect(clientOf('2001:db8:85a3:43::1')).not.toBe(prefix);
    expect(clientOf('::1')).toBe('0:0:0:0::/64');
    expect(clientOf('fe80::')).toBe('fe80:0:0:0::/64');
  });

  it('keeps IPv4 addresses, also when mapped into IPv6, and anything else as it is', () => {
    expect(clientOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientOf('unknown')).toBe('unknown');
  });
});
