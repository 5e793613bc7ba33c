/**
 * The client a per-address limit counts: every such limit asks this function and no other.
 * Fastify's `request.ip` believes only the proxies TRUST_PROXY names (trust-proxy.ts), so a
 * client cannot pick its own address by writing X-Forwarded-For.
 */
export function clientAddress(request: { ip: string | undefined }): string {
  return clientAddressKey(request.ip);
}

/**
 * The address a rate limit counts by. An IPv6 client usually owns a whole /64, so counting
 * by the full address would give it 2^64 budgets; its /64 prefix is one client. A request
 * whose socket is already gone has no address: it is counted under one shared key rather
 * than throwing (a throw here used to flood the error log).
 */
export function clientAddressKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const groups = expandIpv6(ip);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : ip.toLowerCase();
}

function expandIpv6(ip: string): string[] | null {
  const [head = '', tail, extra] = ip.toLowerCase().split('::');
  if (extra !== undefined) return null;
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  return groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))
    ? groups.map((group) => group.replace(/^0+(?=.)/, ''))
    : null;
}
