import { BlockList, isIP } from 'node:net';

/** Tells whether an address belongs to a trusted proxy: a list of IPs and CIDRs ("127.0.0.0/8, ::1, 10.0.0.0/8"). */
export function trustedProxyCheck(list: string): (address: string) => boolean {
  const blocks = new BlockList();
  for (const entry of list
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (isIP(address) === 0) throw new Error(`TRUSTED_PROXIES: not an IP or CIDR: ${entry}`);
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
 * The client of a connection: the socket peer, unless it is a trusted proxy, in which case the
 * X-Forwarded-For entries are walked from the right and the first untrusted one is the client.
 * An untrusted peer's X-Forwarded-For is ignored entirely: anyone can write that header.
 */
export function resolveClientIp(
  peer: string | undefined,
  forwardedFor: string | string[] | undefined,
  isTrusted: (address: string) => boolean,
): string | null {
  const listed = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const chain = peer ? [...listed, peer] : listed;
  for (let i = chain.length - 1; i >= 0; i--) {
    const address = chain[i]!;
    if (!isTrusted(address) || i === 0) return address;
  }
  return null;
}
