import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSecretKey, secretBox, secretHint, secretKeyFile } from './secret-box.ts';

const key = randomBytes(32);

describe('secretBox', () => {
  it('opens what it sealed, for the same purpose', () => {
    const box = secretBox(key);
    const sealed = box.seal('smtp-password-한글', 'smtp');
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(sealed).not.toContain('smtp-password');
    expect(box.open(sealed, 'smtp')).toBe('smtp-password-한글');
  });

  it('seals the same text differently each time', () => {
    const box = secretBox(key);
    expect(box.seal('same', 'smtp')).not.toBe(box.seal('same', 'smtp'));
  });

  it('refuses a value sealed for another purpose', () => {
    const box = secretBox(key);
    expect(box.open(box.seal('secret', 'smtp'), 'bucket')).toBeNull();
  });

  it('refuses a value sealed by another key', () => {
    expect(secretBox(randomBytes(32)).open(secretBox(key).seal('secret', 'smtp'), 'smtp')).toBeNull();
  });

  it('refuses a tampered, cut or malformed value', () => {
    const box = secretBox(key);
    const sealed = box.seal('secret value', 'smtp');
    const [version, iv, tag, body] = sealed.split('.') as [string, string, string, string];
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(box.open([version, iv, tag, flipped.toString('base64url')].join('.'), 'smtp')).toBeNull();
    expect(box.open([version, iv, tag.slice(0, 10), body].join('.'), 'smtp')).toBeNull();
    expect(box.open([version, iv.slice(0, 8), tag, body].join('.'), 'smtp')).toBeNull();
    expect(box.open(['v2', iv, tag, body].join('.'), 'smtp')).toBeNull();
    expect(box.open(`${sealed}.extra`, 'smtp')).toBeNull();
    expect(box.open('plain text', 'smtp')).toBeNull();
    expect(box.open('', 'smtp')).toBeNull();
  });
});

describe('loadSecretKey', () => {
  it('derives the key from APP_SECRET and writes no file', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-key-'));
    const appSecret = 'a'.repeat(40);
    const first = await loadSecretKey({ appSecret, dataDir });
    expect(first).toEqual(await loadSecretKey({ appSecret, dataDir }));
    expect(first).not.toEqual(await loadSecretKey({ appSecret: 'b'.repeat(40), dataDir }));
    expect(fs.existsSync(secretKeyFile(dataDir))).toBe(false);
  });

  it('makes one key file, private to the server, that every concurrent start reads', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-key-'));
    const keys = await Promise.all(
      Array.from({ length: 20 }, () => loadSecretKey({ appSecret: undefined, dataDir })),
    );
    const file = secretKeyFile(dataDir);
    for (const each of keys) expect(each).toEqual(fs.readFileSync(file));
    expect(keys[0]).toHaveLength(32);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['settings.key']);
  });

  it('refuses a key file of the wrong length rather than guess', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-key-'));
    fs.mkdirSync(path.join(dataDir, 'secrets'));
    fs.writeFileSync(secretKeyFile(dataDir), 'short');
    await expect(loadSecretKey({ appSecret: undefined, dataDir })).rejects.toThrow(/not 32 bytes/);
  });
});

describe('secretHint', () => {
  it('shows only that a secret is set and, when long enough, its last four characters', () => {
    expect(secretHint('NCSAB12CD34EF561234')).toBe('설정됨 · …1234');
    expect(secretHint('short')).toBe('설정됨');
  });
});
