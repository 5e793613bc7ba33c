// The installer's decisions, run in bash against a DNS server of the test's own on 127.0.0.1:
// no question leaves the machine.
import { execFileSync, spawnSync } from 'node:child_process';
import dgram from 'node:dgram';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const script = path.resolve(import.meta.dirname, 'install.sh');

/** A names → IPv4 addresses table answered over UDP, as a registrar's name server would. */
function startDnsServer(records: Record<string, string[]>): Promise<{ port: number; close(): void }> {
  const socket = dgram.createSocket('udp4');
  socket.on('message', (query, peer) => {
    const labels: string[] = [];
    let offset = 12;
    while (query[offset]) {
      const length = query[offset] ?? 0;
      labels.push(query.subarray(offset + 1, offset + 1 + length).toString('ascii'));
      offset += length + 1;
    }
    const questionEnd = offset + 5;
    const name = labels.join('.').toLowerCase();
    const type = query.readUInt16BE(offset + 1);
    const addresses = type === 1 ? (records[name] ?? []) : [];
    const header = Buffer.alloc(12);
    query.copy(header, 0, 0, 2);
    header.writeUInt16BE(0x8180 | (name in records ? 0 : 3), 2); // answer, recursion; NXDOMAIN when unknown
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(addresses.length, 6);
    const answers = addresses.map((address) => {
      const answer = Buffer.alloc(16);
      answer.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
      answer.writeUInt16BE(1, 2);
      answer.writeUInt16BE(1, 4);
      answer.writeUInt32BE(600, 6);
      answer.writeUInt16BE(4, 10);
      Buffer.from(address.split('.').map(Number)).copy(answer, 12);
      return answer;
    });
    socket.send(
      Buffer.concat([header, query.subarray(12, questionEnd), ...answers]),
      peer.port,
      peer.address,
    );
  });
  return new Promise((resolve) => {
    socket.bind(0, '127.0.0.1', () => resolve({ port: socket.address().port, close: () => socket.close() }));
  });
}

function run(call: string, env: Record<string, string> = {}): { status: number; out: string } {
  // Synchronous: only for checks that ask no DNS (the test's DNS server answers on this
  // process's event loop, which a synchronous call would block).
  const result = spawnSync('bash', ['-c', `source "${script}"; ${call}`], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return { status: result.status ?? -1, out: `${result.stdout}${result.stderr}` };
}

describe('record_host', () => {
  it.each([
    ['studio.example.com', 'studio'],
    ['example.com', '@'],
    ['www.onum-music.kr', 'www'],
    ['onum-music.kr', '@'],
    ['studio.example.co.kr', 'studio'],
    ['example.co.kr', '@'],
    ['a.b.example.com', 'a.b'],
    ['studio.example.com.', 'studio'],
  ])('%s → %s', (domain, host) => {
    expect(
      execFileSync('bash', ['-c', `source "${script}"; record_host "${domain}"`], { encoding: 'utf8' }),
    ).toBe(`${host}\n`);
  });
});

describe('valid_domain and valid_email', () => {
  it.each([
    ['studio.example.com', 0],
    ['음악.kr', 1],
    ['localhost', 1],
    ['-bad.example.com', 1],
    ['studio.example.com; rm -rf /', 1],
    ['', 1],
  ])('domain %j → %i', (domain, status) => {
    expect(run(`valid_domain ${JSON.stringify(domain)}`).status).toBe(status);
  });

  it.each([
    ['owner@example.com', 0],
    ['owner@example', 1],
    ['owner example@example.com', 1],
    ['', 1],
  ])('email %j → %i', (email, status) => {
    expect(run(`valid_email ${JSON.stringify(email)}`).status).toBe(status);
  });
});

describe('the DNS check before any certificate', () => {
  let dns: { port: number; close(): void };

  beforeAll(async () => {
    dns = await startDnsServer({
      'studio.example.com': ['203.0.113.7'],
      'old.example.com': ['198.51.100.9'],
      'split.example.com': ['203.0.113.7', '198.51.100.9'],
    });
  });
  afterAll(() => dns.close());

  async function check(call: string): Promise<{ status: number; out: string }> {
    const { spawn } = await import('node:child_process');
    return new Promise((resolve) => {
      const child = spawn('bash', ['-c', `source "${script}"; ${call}`], {
        env: { ...process.env, DNS_SERVER: '127.0.0.1', DNS_PORT: String(dns.port) },
      });
      let out = '';
      child.stdout.on('data', (chunk) => {
        out += chunk;
      });
      child.stderr.on('data', (chunk) => {
        out += chunk;
      });
      child.on('close', (status) => resolve({ status: status ?? -1, out }));
    });
  }

  it('reads the A records from the name server it is pointed at', async () => {
    expect(
      (await check('domain_addresses split.example.com')).out.split('\n').filter(Boolean).sort(),
    ).toEqual(['198.51.100.9', '203.0.113.7']);
  });

  it('passes when the only A record is this server', async () => {
    expect((await check('dns_points_here studio.example.com 203.0.113.7')).status).toBe(0);
  });

  it('fails when the record points elsewhere, is missing, or one of two points elsewhere', async () => {
    expect((await check('dns_points_here old.example.com 203.0.113.7')).status).toBe(1);
    expect((await check('dns_points_here missing.example.com 203.0.113.7')).status).toBe(1);
    expect((await check('dns_points_here split.example.com 203.0.113.7')).status).toBe(1);
  });

  it('tells the owner the exact record to enter at the registrar', async () => {
    const { out } = await check('dns_instructions old.example.com 203.0.113.7');
    expect(out).toContain('도메인 old.example.com 이(가) 아직 이 서버(203.0.113.7)를 가리키지 않습니다.');
    expect(out).toContain('지금 DNS가 알려 주는 주소: 198.51.100.9');
    expect(out).toMatch(
      /타입\(유형\): A\n\s+호스트\(이름\): old\n\s+값\(IP 주소\): 203\.0\.113\.7\n\s+TTL: 600/,
    );
  });

  it('waits until the record points here, then goes on', async () => {
    const { status, out } = await check(
      'DNS_WAIT_SECONDS=0; n=0; dns_points_here() { n=$((n + 1)); [ "$n" -ge 3 ]; }; ' +
        'dns_instructions() { echo "instructions $n"; }; sleep() { :; }; wait_for_dns studio.example.com 203.0.113.7',
    );
    expect(status).toBe(0);
    expect(out).toContain('instructions 1');
    expect(out).toContain('instructions 2');
    expect(out).not.toContain('instructions 3');
    expect(out).toContain('확인했습니다: studio.example.com → 203.0.113.7');
  });
});

describe('the script itself', () => {
  it('passes shellcheck', () => {
    const result = spawnSync('shellcheck', [script], { encoding: 'utf8' });
    expect(result.stdout).toBe('');
    expect(result.status).toBe(0);
  });

  it('defines its functions without running when sourced', () => {
    expect(run('type -t main').out.trim()).toBe('function');
  });
});
