import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CHUNK_BYTES, decryptFile, encryptedSize, encryptFile, HEADER_BYTES } from './archive-crypto.ts';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'archive-crypto-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));
let counter = 0;
const file = (name: string) => path.join(folder, `${++counter}-${name}`);

async function encrypted(plain: Buffer, passphrase = 'a passphrase of some length') {
  const source = file('plain');
  fs.writeFileSync(source, plain);
  const target = file('enc');
  await encryptFile(source, target, passphrase);
  return target;
}

async function refusal(source: string, passphrase = 'a passphrase of some length'): Promise<string> {
  const out = file('out');
  try {
    await decryptFile(source, out, passphrase);
    return 'decrypted';
  } catch (error) {
    expect(fs.existsSync(out)).toBe(false);
    return (error as { code?: string }).code ?? String(error);
  }
}

describe('the archive encryption', { timeout: 30_000 }, () => {
  it('gives back every byte, whatever the length', async () => {
    for (const length of [0, 1, CHUNK_BYTES - 1, CHUNK_BYTES, CHUNK_BYTES + 1, 3 * CHUNK_BYTES + 5]) {
      const plain = randomBytes(length);
      const sealed = await encrypted(plain);
      expect(fs.statSync(sealed).size).toBe(encryptedSize(length));
      const out = file('out');
      await decryptFile(sealed, out, 'a passphrase of some length');
      expect(fs.readFileSync(out).equals(plain), `length ${length}`).toBe(true);
    }
  });

  it('holds no byte of the plain text', async () => {
    const plain = Buffer.from('김민지 010-1234-5678 '.repeat(5000));
    const sealed = fs.readFileSync(await encrypted(plain));
    expect(sealed.includes(Buffer.from('김민지'))).toBe(false);
    expect(sealed.includes(Buffer.from('010-1234'))).toBe(false);
  });

  it('refuses a wrong passphrase before decrypting anything', async () => {
    expect(await refusal(await encrypted(randomBytes(1000)), 'another passphrase')).toBe(
      'backup.passphrase_wrong',
    );
  });

  it('refuses a file cut short, anywhere', async () => {
    const plain = randomBytes(2 * CHUNK_BYTES + 100);
    const sealed = await encrypted(plain);
    const whole = fs.readFileSync(sealed);
    for (const length of [HEADER_BYTES + 2 * (CHUNK_BYTES + 16), whole.length - 1, HEADER_BYTES + 10, 20]) {
      const cut = file('cut');
      fs.writeFileSync(cut, whole.subarray(0, length));
      expect(await refusal(cut), `cut at ${length}`).toBe('backup.encrypted_truncated');
    }
  });

  it('refuses a file altered, extended or reordered', async () => {
    const plain = randomBytes(3 * CHUNK_BYTES);
    const whole = fs.readFileSync(await encrypted(plain));
    const flipped = Buffer.from(whole);
    flipped[HEADER_BYTES + CHUNK_BYTES + 40] = (flipped[HEADER_BYTES + CHUNK_BYTES + 40] as number) ^ 1;
    const longer = Buffer.concat([whole, Buffer.from([0])]);
    const sealed = CHUNK_BYTES + 16;
    const swapped = Buffer.concat([
      whole.subarray(0, HEADER_BYTES),
      whole.subarray(HEADER_BYTES + sealed, HEADER_BYTES + 2 * sealed),
      whole.subarray(HEADER_BYTES, HEADER_BYTES + sealed),
      whole.subarray(HEADER_BYTES + 2 * sealed),
    ]);
    for (const [name, bytes] of [
      ['flipped', flipped],
      ['longer', longer],
      ['swapped', swapped],
    ] as const) {
      const changed = file(name);
      fs.writeFileSync(changed, bytes);
      expect(await refusal(changed), name).toBe('backup.encrypted_damaged');
    }
  });

  it('refuses a file that is not one of ours', async () => {
    const other = file('other');
    fs.writeFileSync(other, Buffer.from([0x1f, 0x8b, 8, 0, 0, 0]));
    expect(await refusal(other)).toBe('backup.not_encrypted');
  });
});
