// The address a rate limit counts a client by: IPv4 as it is, IPv6 by its /64 (one subscriber's network), so rotating addresses within it gains nothing.
import ipaddr from 'ipaddr.js';

/** How many leading bits of an IPv6 address one client owns: a /64 is the smallest network a subscriber is given (RFC 6177). */
const IPV6_CLIENT_PREFIX_GROUPS = 4;

/**
 * The key rate limits count `ip` under: an IPv4 address (an IPv4-mapped IPv6 address too) as itself; an IPv6 address
 * as its /64, e.g. `2001:db8:1:2::/64`; anything else unchanged.
 */
export function rateLimitAddress(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const groups = (address as ipaddr.IPv6).parts.slice(0, IPV6_CLIENT_PREFIX_GROUPS).map((part) => part.toString(16));
  return `${groups.join(':')}::/64`;
}
