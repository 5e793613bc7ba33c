import * as crypto from 'node:crypto';
import { hash as argon2Hash } from '@node-rs/argon2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPin, verifyPin } from './booking-pin-hash.ts';

vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

// Bytes 0x00–0x1f and a salt of 0xa0–0xaf; the expected answers were made with
// `openssl dgst -sha256 -mac HMAC -macopt hexkey:…` over the salt's bytes and the digits.
const KEY = Buffer.from(Array.from({ length: 32 }, (_, index) => index));
const SALT = Buffer.from(Array.from({ length: 16 }, (_, index) => 0xa0 + index));
const SALT_TEXT = 'oKGio6SlpqeoqaqrrK2urw';
const HASH_1234 = `$hmac-sha256$${SALT_TEXT}$kqvngfofT5yjSzEIBECFlozZW1ceUtyd6bMyOMinRKs`;
const HASH_0000 = `$hmac-sha256$${SALT_TEXT}$N-s3AQqjvmaeG2ER-nNP5yplHbXcLyhXCk0cyASjgWM`;

afterEach(() => {
  vi.mocked(crypto.timingSafeEqual).mockClear();
});

describe('hashPin', () => {
  it('is the HMAC-SHA-256 of the salt and the digits under the key', () => {
    expect(hashPin('1234', KEY, SALT)).toBe(HASH_1234);
    expect(hashPin('0000', KEY, SALT)).toBe(HASH_0000);
  });

  it('salts each booking apart: the same PIN twice gives two hashes', () => {
    const first = hashPin('1234', KEY);
    const second = hashPin('1234', KEY);
    expect(first).toMatch(/^\$hmac-sha256\$[\w-]{22}\$[\w-]{43}$/);
    expect(second).not.toBe(first);
  });

  it('depends on the key', () => {
    const otherKey = Buffer.alloc(32, 7);
    expect(hashPin('1234', otherKey, SALT)).not.toBe(HASH_1234);
  });
});

describe('verifyPin', () => {
  it('accepts the right PIN and compares in constant time', async () => {
    expect(await verifyPin(HASH_1234, '1234', KEY)).toBe(true);
    expect(crypto.timingSafeEqual).toHaveBeenCalledTimes(1);
  });

  it('refuses a wrong PIN, also through the constant-time compare', async () => {
    expect(await verifyPin(HASH_1234, '1235', KEY)).toBe(false);
    expect(await verifyPin(HASH_1234, '0000', KEY)).toBe(false);
    expect(crypto.timingSafeEqual).toHaveBeenCalledTimes(2);
  });

  it('refuses the right PIN under another key', async () => {
    expect(await verifyPin(HASH_1234, '1234', Buffer.alloc(32, 7))).toBe(false);
  });

  it('verifies a PIN hashed before with argon2id, and refuses a wrong one', async () => {
    const old = await argon2Hash('4821');
    expect(old).toMatch(/^\$argon2id\$/);
    expect(await verifyPin(old, '4821', KEY)).toBe(true);
    expect(await verifyPin(old, '4822', KEY)).toBe(false);
    expect(crypto.timingSafeEqual).not.toHaveBeenCalled();
  });

  it.each([
    ['an unknown format', '$sha256$abc'],
    ['a plain PIN', '1234'],
    ['a cut-off mac', HASH_1234.slice(0, -4)],
    ['an extra field', `${HASH_1234}$x`],
    ['a short salt', `$hmac-sha256$oKGi$kqvngfofT5yjSzEIBECFlozZW1ceUtyd6bMyOMinRKs`],
    ['a broken argon2 hash', '$argon2id$v=19$nonsense'],
  ])('refuses %s', async (_, stored) => {
    expect(await verifyPin(stored, '1234', KEY)).toBe(false);
  });
});
