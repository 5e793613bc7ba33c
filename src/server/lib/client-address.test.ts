import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './client-address.ts';

describe('clientAddressKey', () => {
  it('keeps an IPv4 address, also when mapped into IPv6', () => {
    expect(clientAddressKey('203.0.113.5')).toBe('203.0.113.5');
    expect(clientAddressKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(clientAddressKey('::FFFF:10.0.0.1')).toBe('10.0.0.1');
  });

  it('counts an IPv6 client by its /64, however the address is spelled', () => {
    expect(clientAddressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:DB8:1:2::FFFF')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('fe80::')).toBe('fe80:0:0:0::/64');
  });

  it('reads a mapped IPv4 address only when it is the whole address', () => {
    expect(clientAddressKey('::ffff:10.20.30.40')).toBe('10.20.30.40');
    expect(clientAddressKey('x::ffff:1.2.3.4')).toBe('x::ffff:1.2.3.4');
    expect(clientAddressKey('::ffff:1.2.3.4x')).toBe('::ffff:1.2.3.4x');
  });

  it('fills exactly the groups that :: leaves out', () => {
    expect(clientAddressKey('1:2:3:4:5:6::7')).toBe('1:2:3:4::/64');
    expect(clientAddressKey('1::2:3:4:5:6:7:8')).toBe('1::2:3:4:5:6:7:8');
    expect(clientAddressKey('ABC::XYZ')).toBe('abc::xyz');
  });

  it('keeps what it cannot read as it is, and never throws without an address', () => {
    expect(clientAddressKey('1::2::3')).toBe('1::2::3');
    expect(clientAddressKey('1:2:3:4:5:6:7:8:9')).toBe('1:2:3:4:5:6:7:8:9');
    expect(clientAddressKey('1:2:3:4:5:6:7:8::')).toBe('1:2:3:4:5:6:7:8::');
    expect(clientAddressKey('12345::')).toBe('12345::');
    expect(clientAddressKey(undefined)).toBe('unknown');
    expect(clientAddressKey('')).toBe('unknown');
  });
});

describe('clientAddress', () => {
  // A limit that read the address itself could count what the client wrote (X-Forwarded-For).
  it('is the only reader of the request’s address in the server', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const readers = fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('testing'))
      .filter((file) =>
        /\.ips?\b|socket\??\.remoteAddress|['"]x-forwarded-for['"]/i.test(
          fs.readFileSync(path.join(root, file), 'utf8'),
        ),
      );
    expect(readers).toEqual([path.join('lib', 'client-address.ts')]);
  });
});
