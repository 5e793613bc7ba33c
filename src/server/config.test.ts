import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.sqliteFile).toBe(path.resolve('./data/studio.db'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.cookieSecure).toBe(false);
  });

  it('turns secure cookies on behind an https public address', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://studio.example/' }).cookieSecure).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'https://studio.example', COOKIE_SECURE: 'false' }).cookieSecure).toBe(
      false,
    );
    expect(loadConfig({ PUBLIC_URL: 'https://studio.example/' }).publicUrl).toBe('https://studio.example');
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'studio.example' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ COOKIE_SECURE: 'yes' })).toThrow(/COOKIE_SECURE/);
    expect(() => loadConfig({ OWNER_ID: 'owner' })).toThrow(/OWNER_PASSWORD/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('takes TRUST_PROXY as a number of proxies or their addresses, off by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback,uniquelocal' }).trustProxy).toEqual([
      'loopback',
      'uniquelocal',
    ]);
  });

  it('refuses TRUST_PROXY=true, which would believe the client, saying what to write instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      'Invalid configuration:\n  TRUST_PROXY: true would believe the left-most X-Forwarded-For entry, which the client writes itself; ' +
        'write the number of proxies in front of the server (e.g. 1 behind one Caddy or nginx), ' +
        'or their addresses (e.g. 127.0.0.1 or 10.0.0.0/8,::1), or false',
    );
    for (const value of [
      'TRUE',
      'yes',
      'all',
      '-1',
      '11',
      '1.5',
      '10.0.0.0/33',
      '::1/129',
      '1.2.3',
      '10.0.0.1,',
      'x/8',
    ]) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(
        /TRUST_PROXY: .*write the number of proxies in front of the server/,
      );
    }
  });
});
