/**
 * The outbound rules against real local receivers, with the host names resolved by a resolver
 * the test hands in: an address inside the network is refused before any connection, a name
 * that resolves inside it too, and a redirect is never followed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpTestReceiver, startHttpReceiver } from '../testing/test-receiver.ts';
import { checkedLookup, OutboundRefused, outboundClient, type Resolve } from './outbound.ts';
import { addressKind, addressRefusal } from './outbound-addresses.ts';

const closed = { allowPrivate: false };
const open = { allowPrivate: true };

describe('addressKind', () => {
  it.each([
    ['169.254.169.254', 'metadata'],
    ['100.100.100.200', 'metadata'],
    ['fd00:ec2::254', 'metadata'],
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.10', 'private'],
    ['100.64.0.1', 'private'],
    ['fd12:3456::1', 'private'],
    ['2002:a00:1::', 'private'],
    ['169.254.1.1', 'link-local'],
    ['fe80::1', 'link-local'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['224.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['ff02::1', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['8.8.8.8', null],
    ['172.32.0.1', null],
    ['100.128.0.1', null],
    ['2606:4700::1111', null],
    ['::ffff:8.8.8.8', null],
  ])('%s → %s', (address, kind) => {
    expect(addressKind(address)).toBe(kind);
  });

  it('says why in Korean, with the way to allow the studio’s own network where there is one', () => {
    expect(addressRefusal('hooks.studio.example', '10.0.0.5', closed)).toBe(
      '보낼 수 없는 주소입니다: hooks.studio.example → 10.0.0.5 (내부 네트워크 주소). 학원 내부의 서버라면 OUTBOUND_ALLOW_PRIVATE=true로 허용할 수 있습니다.',
    );
    expect(addressRefusal('169.254.169.254', '169.254.169.254', open)).toBe(
      '보낼 수 없는 주소입니다: 169.254.169.254 (클라우드 메타데이터 주소).',
    );
    expect(addressRefusal('10.0.0.5', '10.0.0.5', open)).toBeNull();
    expect(addressRefusal('127.0.0.1', '127.0.0.1', open)).toBeNull();
    expect(addressRefusal('fe80::1', 'fe80::1', open)).toBe(
      '보낼 수 없는 주소입니다: fe80::1 (링크 로컬 주소).',
    );
  });
});

describe('checkedLookup', () => {
  const lookUp = (resolve: Resolve, policy = closed, all = true) =>
    new Promise<unknown>((done, fail) =>
      checkedLookup(policy, resolve)('hooks.studio.example', { all }, (error, address) =>
        error ? fail(error) : done(address),
      ),
    );

  it('refuses a name any of whose addresses is inside the network', async () => {
    const mixed: Resolve = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.1', family: 4 },
    ];
    await expect(lookUp(mixed)).rejects.toThrow(
      new OutboundRefused(
        '보낼 수 없는 주소입니다: hooks.studio.example → 10.0.0.1 (내부 네트워크 주소). 학원 내부의 서버라면 OUTBOUND_ALLOW_PRIVATE=true로 허용할 수 있습니다.',
      ),
    );
  });

  it('answers the checked addresses, all or the first', async () => {
    const outside: Resolve = async () => [{ address: '93.184.216.34', family: 4 }];
    expect(await lookUp(outside)).toEqual([{ address: '93.184.216.34', family: 4 }]);
    expect(await lookUp(outside, closed, false)).toBe('93.184.216.34');
  });
});

describe('the outbound client', () => {
  const hits: string[] = [];
  let receiver: HttpTestReceiver;
  let elsewhere: HttpTestReceiver;
  let elsewhereHits = 0;
  beforeAll(async () => {
    elsewhere = await startHttpReceiver((_request, _body, response) => {
      elsewhereHits += 1;
      response.writeHead(200).end('taken');
    });
    receiver = await startHttpReceiver((request, _body, response) => {
      hits.push(request.url ?? '');
      if (request.url === '/moved') response.writeHead(307, { location: `${elsewhere.url}/catch` }).end();
      else response.writeHead(200).end('ok');
    });
  });
  afterAll(async () => {
    await receiver.close();
    await elsewhere.close();
  });

  /** Every name resolves to the receivers' 127.0.0.1. */
  const local: Resolve = async () => [{ address: '127.0.0.1', family: 4 }];

  it.each([
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254 (클라우드 메타데이터 주소)'],
    ['http://127.0.0.1:9/hook', '127.0.0.1 (이 서버 자신의 주소)'],
    ['http://10.0.0.1/hook', '10.0.0.1 (내부 네트워크 주소)'],
    ['http://[::1]:9/hook', '::1 (이 서버 자신의 주소)'],
    ['http://hooks.studio.example:9/hook', 'hooks.studio.example → 127.0.0.1 (이 서버 자신의 주소)'],
  ])('refuses %s without connecting', async (url, said) => {
    const client = outboundClient(closed, local);
    const sent = client.fetch(url.replace(':9/', `:${receiver.port}/`), { method: 'POST', body: '{}' });
    await expect(sent).rejects.toBeInstanceOf(OutboundRefused);
    await expect(sent).rejects.toThrow(`보낼 수 없는 주소입니다: ${said}.`);
    await client.close();
    expect(hits).toEqual([]);
  });

  it('connects to the checked address of a name when the studio allows its own network', async () => {
    const client = outboundClient(open, local);
    const response = await client.fetch(`http://hooks.studio.example:${receiver.port}/hook`);
    expect([response.status, await response.text()]).toEqual([200, 'ok']);
    await client.close();
    expect(hits).toEqual(['/hook']);
  });

  it('never follows a redirect: one request, none to where it pointed, and a Korean refusal', async () => {
    hits.length = 0;
    const client = outboundClient(open, local);
    const sent = client.fetch(`${receiver.url}/moved`, { method: 'POST', body: '{"code":"123456"}' });
    await expect(sent).rejects.toThrow(
      new OutboundRefused(`307 다른 주소로 보내라는 응답은 따르지 않습니다 (${elsewhere.url}/catch).`),
    );
    await client.close();
    expect(hits).toEqual(['/moved']);
    expect(elsewhereHits).toBe(0);
  });

  it('opens a socket only to a checked address', async () => {
    const client = outboundClient(closed, local);
    await expect(client.connect('mail.studio.example', receiver.port)).rejects.toThrow(
      '보낼 수 없는 주소입니다: mail.studio.example → 127.0.0.1 (이 서버 자신의 주소).',
    );
    await expect(client.connect('127.0.0.1', receiver.port)).rejects.toBeInstanceOf(OutboundRefused);
    await client.close();
  });
});
