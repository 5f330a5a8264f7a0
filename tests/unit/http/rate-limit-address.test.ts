// Rate limits count IPv4 clients by address and IPv6 clients by their /64, so a client cannot rotate around a limit inside its own network.
import { describe, expect, it } from 'vitest';
import { rateLimitAddress } from '../../../src/server/http/rate-limit-address.js';

describe('rateLimitAddress', () => {
  it('keeps an IPv4 address, also when it comes IPv4-mapped', () => {
    expect(rateLimitAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one client, and different /64s apart', () => {
    const one = rateLimitAddress('2001:db8:1:2::1');
    expect(one).toBe('2001:db8:1:2::/64');
    expect(rateLimitAddress('2001:0db8:0001:0002:ffff:ffff:ffff:fffe')).toBe(one);
    expect(rateLimitAddress('2001:db8:1:3::1')).not.toBe(one);
    expect(rateLimitAddress('::1')).toBe('0:0:0:0::/64');
  });

  it('leaves what is not an address unchanged', () => {
    expect(rateLimitAddress('unknown')).toBe('unknown');
  });
});
