import { BlockList, isIP } from 'node:net';
import type { SiteAccess, SiteAccessDecision } from '@/lib/contracts/seo';

/** An address list (IPs and CIDRs) as a matcher; IPv4-mapped IPv6 addresses match their IPv4 rules. */
export function addressMatcher(rules: readonly string[]): (address: string) => boolean {
  const blocks = new BlockList();
  for (const rule of rules) {
    const [address = '', prefix] = rule.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (isIP(address) === 0) continue; // the contract refuses these; a hand-edited row must not crash the check
    if (prefix === undefined) blocks.addAddress(address, type);
    else blocks.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
    const type = isIP(plain);
    return type !== 0 && blocks.check(plain, type === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * Who may see the site. A restricted address or country is refused first (403), so maintenance
 * never tells a blocked visitor when to come back; then maintenance (503) for everyone but the
 * operator's allowed addresses. The country is only what a trusted proxy reported, or null.
 */
export function decideAccess(access: SiteAccess, ip: string, country: string | null): SiteAccessDecision {
  if (addressMatcher(access.blockedIps)(ip)) return { state: 'restricted' };
  if (country && access.blockedCountries.includes(country.toUpperCase())) return { state: 'restricted' };
  if (access.maintenance && !addressMatcher(access.allowedIps)(ip)) {
    return { state: 'maintenance', retryAfterSeconds: access.retryAfterSeconds };
  }
  return { state: 'open' };
}
