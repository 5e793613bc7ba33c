/**
 * The off-site archive's encryption (docs/decisions/074): AES-256-GCM under a key derived from
 * the owner's passphrase by scrypt, in chunks of 64 KiB, each with its own tag. A chunk's
 * nonce holds its number and whether it is the last, and every chunk is bound to the header,
 * so a reordered, cut or altered file does not decrypt: a tampered chunk fails its tag, and a
 * file cut at a chunk's end lacks the chunk marked last.
 *
 *   header: "ONUMENC1" · log2(N) · r · p · salt (16) · nonce prefix (7) · plain length (8) · check (16)
 *   chunks: ciphertext (≤ 64 KiB) · tag (16), the last one marked in its nonce
 *
 * The plain length says how long the whole file must be: one cut anywhere is named as such.
 * The check (16 bytes of the scrypt output past the key) tells a wrong passphrase from a
 * damaged file without decrypting anything.
 */
import { createCipheriv, createDecipheriv, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const MAGIC = Buffer.from('ONUMENC1', 'ascii');
const SALT_BYTES = 16;
const PREFIX_BYTES = 7;
const CHECK_BYTES = 16;
const TAG_BYTES = 16;
const LENGTH_BYTES = 8;
export const HEADER_BYTES = MAGIC.length + 3 + SALT_BYTES + PREFIX_BYTES + LENGTH_BYTES + CHECK_BYTES;
export const CHUNK_BYTES = 64 * 1024;
/** scrypt's cost: N = 2^15, r = 8, p = 1 (32 MiB, a tenth of a second). */
const COST = { logN: 15, r: 8, p: 1 };

export type DecryptRefusal =
  | 'passphrase_wrong'
  | 'encrypted_damaged'
  | 'encrypted_truncated'
  | 'not_encrypted';

export class DecryptRefused extends Error {
  readonly code: `backup.${DecryptRefusal}`;
  constructor(readonly reason: DecryptRefusal) {
    super(`backup.${reason}`);
    this.name = 'DecryptRefused';
    this.code = `backup.${reason}`;
  }
}

function deriveKeys(
  passphrase: string,
  salt: Buffer,
  cost: typeof COST,
): Promise<{ key: Buffer; check: Buffer }> {
  const N = 2 ** cost.logN;
  return new Promise((resolve, reject) => {
    scrypt(
      passphrase.normalize('NFC'),
      salt,
      32 + CHECK_BYTES,
      { N, r: cost.r, p: cost.p, maxmem: 256 * N * cost.r + 1024 * 1024 },
      (error, derived) => {
        if (error) reject(error);
        else resolve({ key: derived.subarray(0, 32), check: derived.subarray(32) });
      },
    );
  });
}

function nonce(prefix: Buffer, index: number, last: boolean): Buffer {
  const value = Buffer.alloc(12);
  prefix.copy(value, 0);
  value.writeUInt32BE(index, PREFIX_BYTES);
  value[11] = last ? 1 : 0;
  return value;
}

/** One file's chunks, each bound to the file's header, its number and whether it is the last. */
function chunkCipher(key: Buffer, prefix: Buffer, header: Buffer) {
  return {
    seal(index: number, last: boolean, plain: Buffer): Buffer {
      const cipher = createCipheriv('aes-256-gcm', key, nonce(prefix, index, last));
      cipher.setAAD(header);
      return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
    },
    open(index: number, last: boolean, sealed: Buffer): Buffer | null {
      if (sealed.length < TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, nonce(prefix, index, last));
        decipher.setAAD(header);
        decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
        return Buffer.concat([
          decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)),
          decipher.final(),
        ]);
      } catch {
        return null;
      }
    },
  };
}

/**
 * A stream cut into chunks of `size` bytes, each turned by `turn` with its number and whether it
 * is the last. A full chunk is turned only once more bytes follow it, so the last one is known
 * when it is turned. A chunk that `turn` refuses (null) fails the stream as damaged.
 */
function chunkwise(size: number, turn: (index: number, last: boolean, bytes: Buffer) => Buffer | null) {
  let pending = Buffer.alloc(0);
  let index = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      pending = Buffer.concat([pending, chunk]);
      while (pending.length > size) {
        const turned = turn(index, false, pending.subarray(0, size));
        if (!turned) return callback(new DecryptRefused('encrypted_damaged'));
        this.push(turned);
        pending = pending.subarray(size);
        index += 1;
      }
      callback();
    },
    flush(callback: TransformCallback) {
      const turned = turn(index, true, pending);
      if (!turned) return callback(new DecryptRefused('encrypted_damaged'));
      this.push(turned);
      callback();
    },
  });
}

/** The size of the encrypted file of `plain` bytes: a full chunk each, and the last marked. */
export function encryptedSize(plain: number): number {
  const chunks = Math.max(1, Math.ceil(plain / CHUNK_BYTES));
  return HEADER_BYTES + plain + chunks * TAG_BYTES;
}

/** Encrypts `source` into `target` (written whole through a partial file, then renamed). */
export async function encryptFile(source: string, target: string, passphrase: string): Promise<void> {
  const salt = randomBytes(SALT_BYTES);
  const prefix = randomBytes(PREFIX_BYTES);
  const { key, check } = await deriveKeys(passphrase, salt, COST);
  const length = Buffer.alloc(LENGTH_BYTES);
  length.writeBigUInt64BE(BigInt((await fsp.stat(source)).size));
  const header = Buffer.concat([
    MAGIC,
    Buffer.from([COST.logN, COST.r, COST.p]),
    salt,
    prefix,
    length,
    check,
  ]);
  const chunks = chunkCipher(key, prefix, header);
  const sealer = chunkwise(CHUNK_BYTES, chunks.seal);
  const partial = `${target}.partial`;
  try {
    const out = fs.createWriteStream(partial, { mode: 0o600 });
    out.write(header);
    await pipeline(fs.createReadStream(source, { highWaterMark: CHUNK_BYTES }), sealer, out);
    await fsp.rename(partial, target);
  } finally {
    await fsp.rm(partial, { force: true });
  }
}

async function readHeader(file: string): Promise<Buffer> {
  const handle = await fsp.open(file, 'r');
  try {
    const header = Buffer.alloc(HEADER_BYTES);
    const { bytesRead } = await handle.read(header, 0, HEADER_BYTES, 0);
    if (bytesRead < MAGIC.length || !header.subarray(0, MAGIC.length).equals(MAGIC))
      throw new DecryptRefused('not_encrypted');
    if (bytesRead < HEADER_BYTES) throw new DecryptRefused('encrypted_truncated');
    return header;
  } finally {
    await handle.close();
  }
}

/**
 * Decrypts `source` into `target`, or throws DecryptRefused: a wrong passphrase, a file
 * altered or cut short. `target` is removed when anything fails.
 */
export async function decryptFile(source: string, target: string, passphrase: string): Promise<void> {
  const header = await readHeader(source);
  let offset = MAGIC.length;
  /** The header's next field, in the order encryptFile wrote them. */
  const field = (bytes: number) => {
    offset += bytes;
    return header.subarray(offset - bytes, offset);
  };
  const [logN = 0, r = 0, p = 0] = field(3);
  const cost = { logN, r, p };
  if (logN < 10 || logN > 20 || r < 1 || r > 16 || p < 1 || p > 4)
    throw new DecryptRefused('encrypted_damaged');
  const salt = field(SALT_BYTES);
  const prefix = field(PREFIX_BYTES);
  const plainLength = Number(field(LENGTH_BYTES).readBigUInt64BE());
  const stored = field(CHECK_BYTES);
  const { key, check } = await deriveKeys(passphrase, salt, cost);
  if (!timingSafeEqual(check, stored)) throw new DecryptRefused('passphrase_wrong');
  const expected = encryptedSize(plainLength);
  const { size } = await fsp.stat(source);
  if (size < expected) throw new DecryptRefused('encrypted_truncated');
  if (size > expected) throw new DecryptRefused('encrypted_damaged');

  const SEALED = CHUNK_BYTES + TAG_BYTES;
  const chunks = chunkCipher(key, prefix, header);
  const opener = chunkwise(SEALED, chunks.open);
  try {
    await pipeline(
      fs.createReadStream(source, { start: HEADER_BYTES, highWaterMark: SEALED }),
      opener,
      fs.createWriteStream(target, { mode: 0o600 }),
    );
  } catch (error) {
    await fsp.rm(target, { force: true });
    throw error;
  }
}
