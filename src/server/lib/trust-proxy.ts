/**
 * TRUST_PROXY: which X-Forwarded-For entries are the studio's own proxies' word
 * (docs/decisions/061). A client writes whatever it likes at the left of that header; only
 * the entries our proxies append on the right can be believed. So the setting names the
 * proxies — how many stand in front of the server, or their addresses — and the client's
 * address is the last entry none of them wrote. `true` (believe every entry, hence the
 * left-most, the client's own) is refused, as is anything else that is not one of these.
 */
import { isIP } from 'node:net';
import type { z } from 'zod';

/** false: the socket's address; a number: that many proxies in front; else their addresses. */
export type TrustProxy = false | number | string[];

/** Ranges @fastify/proxy-addr knows by name. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 10;

const instead =
  'write the number of proxies in front of the server (e.g. 1 behind one Caddy or nginx), ' +
  'or their addresses (e.g. 127.0.0.1 or 10.0.0.0/8,::1), or false';

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

export function parseTrustProxy(text: string, context: z.RefinementCtx): TrustProxy {
  const value = text.trim().toLowerCase();
  if (value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value) && Number(value) <= MAX_HOPS) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every(isAddressOrRange)) return entries;
  const why =
    value === 'true'
      ? 'true would believe the left-most X-Forwarded-For entry, which the client writes itself; '
      : `"${text}" is neither a number of proxies nor a list of their addresses; `;
  context.addIssue({ code: 'custom', message: why + instead });
  return false;
}

/**
 * The setting as Fastify takes it. A hop count becomes a function: Fastify 5 reads a bare
 * number as "trust nobody". With N proxies, the socket's peer and the N-1 entries they
 * appended are proxies; the entry before them is the client's.
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  if (setting === 0) return false;
  return (_address, hop) => hop < setting;
}
