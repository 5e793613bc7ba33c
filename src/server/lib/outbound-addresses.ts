/**
 * Which IP addresses the server may send to when a person chose the address (outbound.ts).
 * Inside the studio's server or its network an address reaches what the internet cannot:
 * the server itself, a router's page, a cloud's metadata service with its credentials. Those
 * are refused; a studio whose own system lives on its network allows the private ranges
 * (OUTBOUND_ALLOW_PRIVATE), never the metadata, link-local, unspecified or reserved ones.
 */
import { isIPv4, isIPv6 } from 'node:net';

export type AddressKind = 'loopback' | 'private' | 'link-local' | 'metadata' | 'unspecified' | 'reserved';

/** The kinds a studio may allow for its own network. */
const PRIVATE_KINDS: readonly AddressKind[] = ['loopback', 'private'];

export interface OutboundPolicy {
  /** Loopback and private ranges (RFC 1918, CGNAT, ULA) allowed: the studio's own network. */
  allowPrivate: boolean;
}

const V4_RANGES: [string, number, AddressKind][] = [
  ['169.254.169.254', 32, 'metadata'],
  ['100.100.100.200', 32, 'metadata'],
  ['0.0.0.0', 8, 'unspecified'],
  ['127.0.0.0', 8, 'loopback'],
  ['10.0.0.0', 8, 'private'],
  ['172.16.0.0', 12, 'private'],
  ['192.168.0.0', 16, 'private'],
  ['100.64.0.0', 10, 'private'],
  ['169.254.0.0', 16, 'link-local'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.0.2.0', 24, 'reserved'],
  ['198.18.0.0', 15, 'reserved'],
  ['198.51.100.0', 24, 'reserved'],
  ['203.0.113.0', 24, 'reserved'],
  ['224.0.0.0', 3, 'reserved'],
];

function v4Number(address: string): number {
  return address.split('.').reduce((value, part) => value * 256 + Number(part), 0);
}

const V4_TABLE = V4_RANGES.map(([base, bits, kind]) => ({
  start: v4Number(base),
  size: 2 ** (32 - bits),
  kind,
}));

function v4Kind(value: number): AddressKind | null {
  return V4_TABLE.find((range) => value >= range.start && value < range.start + range.size)?.kind ?? null;
}

/** An IPv6 address as its eight 16-bit words (a dotted IPv4 tail included). */
function v6Words(address: string): number[] {
  let text = address.split('%')[0] as string;
  const dotted = text.match(/(\d+\.\d+\.\d+\.\d+)$/)?.[1];
  if (dotted) {
    const value = v4Number(dotted);
    text = `${text.slice(0, -dotted.length)}${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const words = (part: string) =>
    part === '' ? [] : part.split(':').map((word) => Number.parseInt(word, 16));
  if (tail === undefined) return words(head);
  const front = words(head);
  const back = words(tail);
  return [...front, ...Array(8 - front.length - back.length).fill(0), ...back];
}

const embeddedV4 = (high: number, low: number) => high * 65536 + low;

function v6Kind(address: string): AddressKind | null {
  const w = v6Words(address);
  const [w0 = 0, w1 = 0, w2 = 0, w3 = 0, w4 = 0, w5 = 0, w6 = 0, w7 = 0] = w;
  const zeroUpTo = (end: number) => w.slice(0, end).every((word) => word === 0);
  if (zeroUpTo(8)) return 'unspecified';
  if (zeroUpTo(7) && w7 === 1) return 'loopback';
  // An address that carries an IPv4 address reaches that address: judged by it.
  if (zeroUpTo(5) && w5 === 0xffff) return v4Kind(embeddedV4(w6, w7));
  if (w0 === 0x64 && w1 === 0xff9b && w2 === 0 && w3 === 0 && w4 === 0 && w5 === 0)
    return v4Kind(embeddedV4(w6, w7));
  if (w0 === 0x2002) return v4Kind(embeddedV4(w1, w2));
  if (w0 === 0xfd00 && w1 === 0x0ec2 && w.slice(2, 7).every((word) => word === 0) && w7 === 0x254)
    return 'metadata';
  if ((w0 & 0xffc0) === 0xfe80) return 'link-local';
  if ((w0 & 0xfe00) === 0xfc00) return 'private';
  // Beyond the global unicast range (2000::/3) lies nothing a webhook lives at; and the
  // documentation prefix is not an address anyone owns.
  if ((w0 & 0xe000) !== 0x2000 || (w0 === 0x2001 && w1 === 0x0db8)) return 'reserved';
  return null;
}

/** What an IP address is, or null for one on the public internet. */
export function addressKind(address: string): AddressKind | null {
  if (isIPv4(address)) return v4Kind(v4Number(address));
  if (isIPv6(address)) return v6Kind(address);
  return 'reserved';
}

const KIND_NAMES: Record<AddressKind, string> = {
  loopback: '이 서버 자신의 주소',
  private: '내부 네트워크 주소',
  'link-local': '링크 로컬 주소',
  metadata: '클라우드 메타데이터 주소',
  unspecified: '지정되지 않은 주소',
  reserved: '예약된 주소',
};

/** Why the policy refuses the address, in Korean, or null when it may be sent to. */
export function addressRefusal(host: string, address: string, policy: OutboundPolicy): string | null {
  const kind = addressKind(address);
  if (kind === null || (policy.allowPrivate && PRIVATE_KINDS.includes(kind))) return null;
  const shown = host === address ? address : `${host} → ${address}`;
  const hint = PRIVATE_KINDS.includes(kind)
    ? ' 학원 내부의 서버라면 OUTBOUND_ALLOW_PRIVATE=true로 허용할 수 있습니다.'
    : '';
  return `보낼 수 없는 주소입니다: ${shown} (${KIND_NAMES[kind]}).${hint}`;
}
