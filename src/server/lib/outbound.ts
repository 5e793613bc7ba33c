/**
 * Requests to addresses a person can set — the messages webhook, Solapi's and the SMTP
 * server's addresses; next the backup bucket and payment providers. An address the owner
 * types must not become a way into the server's own network (SSRF), so:
 *
 * - the host is resolved, every address it resolves to is checked (outbound-addresses.ts),
 *   and the connection is made to the checked address by the same lookup: no second
 *   resolution between the check and the connect for a name to answer differently;
 * - an IP written in the address is checked as it is (a socket does no lookup for it);
 * - redirects are never followed: a 3xx is a refusal, so a signed body carrying a sign-in
 *   code never goes on to an address nobody chose.
 *
 * A refusal is an OutboundRefused with a Korean reason; trying again will not change it.
 */
import { lookup as systemLookup } from 'node:dns/promises';
import { isIP, type LookupFunction, connect as netConnect, type Socket } from 'node:net';
import { Agent, type RequestInit, type Response, fetch as undiciFetch } from 'undici';
import { addressRefusal, type OutboundPolicy } from './outbound-addresses.ts';

export type { OutboundPolicy } from './outbound-addresses.ts';

export class OutboundRefused extends Error {}

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Resolves a host name to all its addresses (tests hand in their own). */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

const systemResolve: Resolve = (hostname) => systemLookup(hostname, { all: true, verbatim: true });

/** The brackets of an IPv6 address as a URL writes it (`[::1]`) removed. */
const bare = (host: string) => host.replace(/^\[(.*)\]$/, '$1');

function refuse(host: string, address: string, policy: OutboundPolicy): void {
  const reason = addressRefusal(host, address, policy);
  if (reason) throw new OutboundRefused(reason);
}

/** An IP written in the address itself: a socket does no lookup for it, so it is judged here. */
function refuseLiteral(host: string, policy: OutboundPolicy): void {
  const name = bare(host);
  if (isIP(name)) refuse(name, name, policy);
}

/** Every address of the host, each checked; refused if any one is not allowed. */
export async function checkedAddresses(
  host: string,
  policy: OutboundPolicy,
  resolve: Resolve = systemResolve,
): Promise<ResolvedAddress[]> {
  const name = bare(host);
  if (isIP(name)) {
    refuse(name, name, policy);
    return [{ address: name, family: isIP(name) }];
  }
  const addresses = await resolve(name);
  if (addresses.length === 0)
    throw Object.assign(new Error(`${name}: 주소를 찾을 수 없습니다`), { code: 'ENOTFOUND' });
  for (const { address } of addresses) refuse(name, address, policy);
  return addresses;
}

/** A socket's `lookup` that connects only to checked addresses. */
export function checkedLookup(policy: OutboundPolicy, resolve: Resolve = systemResolve): LookupFunction {
  return (hostname, options, callback) => {
    checkedAddresses(hostname, policy, resolve).then(
      (addresses) => {
        const family = options.family === 4 || options.family === 6 ? options.family : 0;
        const wanted = family ? addresses.filter((entry) => entry.family === family) : addresses;
        const first = wanted[0];
        if (!first) {
          callback(
            Object.assign(new Error(`${hostname}: IPv${family} 주소가 없습니다`), { code: 'ENOTFOUND' }),
            '',
          );
        } else if (options.all) callback(null, wanted);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}

export interface OutboundClient {
  /** fetch, to checked addresses only, never following a redirect (a 3xx is refused). */
  fetch(url: string, init?: Omit<RequestInit, 'redirect' | 'dispatcher'>): Promise<Response>;
  /** A TCP connection to a checked address of the host (SMTP). */
  connect(host: string, port: number, timeoutMs?: number): Promise<Socket>;
  close(): Promise<void>;
}

export function outboundClient(policy: OutboundPolicy, resolve: Resolve = systemResolve): OutboundClient {
  const lookup = checkedLookup(policy, resolve);
  const agent = new Agent({ connect: { lookup } });
  return {
    async fetch(url, init = {}) {
      const target = new URL(url);
      if (target.protocol !== 'http:' && target.protocol !== 'https:') {
        throw new OutboundRefused(`보낼 수 없는 주소입니다: ${target.protocol} 주소는 쓸 수 없습니다.`);
      }
      refuseLiteral(target.hostname, policy);
      let response: Response;
      try {
        response = await undiciFetch(target, { ...init, redirect: 'manual', dispatcher: agent });
      } catch (error) {
        // The lookup's refusal arrives as the cause of fetch's "fetch failed".
        const cause = (error as { cause?: unknown }).cause;
        throw cause instanceof OutboundRefused ? cause : error;
      }
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel();
        const location = response.headers.get('location');
        throw new OutboundRefused(
          `${response.status} 다른 주소로 보내라는 응답은 따르지 않습니다${location ? ` (${location.slice(0, 200)})` : ''}.`,
        );
      }
      return response;
    },
    async connect(host, port, timeoutMs = 30_000) {
      refuseLiteral(host, policy);
      return new Promise<Socket>((resolve, reject) => {
        const socket = netConnect({ host: bare(host), port, lookup, timeout: timeoutMs });
        const fail = (error: Error) => {
          socket.destroy();
          reject(error);
        };
        socket.once('error', fail);
        socket.once('timeout', () => fail(new Error(`${host}:${port} 연결 시간 초과`)));
        socket.once('connect', () => {
          socket.off('error', fail);
          socket.setTimeout(0);
          resolve(socket);
        });
      });
    },
    close: () => agent.close(),
  };
}
