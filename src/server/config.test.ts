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
});
