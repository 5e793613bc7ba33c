/**
 * Secrets a person sets in the browser (a sender's API secret, a bucket's keys, a payment
 * provider's secret key) are stored sealed with AES-256-GCM, never in clear, so a copy of the
 * database, an export or a log line does not carry them.
 *
 * The key: derived from APP_SECRET when it is set (every instance shares it), otherwise
 * DATA_DIR/secrets/settings.key, made on first start. Several instances on one PostgreSQL need
 * APP_SECRET, or each would seal with a key the others cannot open. A restore needs the same
 * key: the backup carries the key file beside the database.
 *
 * Each sealed value is bound to its purpose (the additional data): a sealed SMTP password
 * copied into the bucket's secret key does not open.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import path from 'node:path';
import { keyInFile } from './key-file.ts';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface SecretBox {
  seal(plain: string, purpose: string): string;
  /** The plain text, or null when the value was tampered with, sealed for another purpose or by another key. */
  open(sealed: string, purpose: string): string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The settings' secrets box, its key loaded once at start (app.ts). */
    settingsBox: SecretBox;
  }
}

export interface SecretKeySource {
  appSecret: string | undefined;
  dataDir: string;
}

export function secretKeyFile(dataDir: string): string {
  return path.join(dataDir, 'secrets', 'settings.key');
}

export async function loadSecretKey(source: SecretKeySource): Promise<Buffer> {
  if (source.appSecret) return createHmac('sha256', source.appSecret).update('settings-secrets').digest();
  return keyInFile(secretKeyFile(source.dataDir));
}

export function secretBox(key: Buffer): SecretBox {
  return {
    seal(plain, purpose) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(purpose, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((bytes) => bytes.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open(sealed, purpose) {
      const [version, iv, tag, body, extra] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined || extra !== undefined) return null;
      const ivBytes = Buffer.from(iv, 'base64url');
      const tagBytes = Buffer.from(tag, 'base64url');
      if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, ivBytes);
        decipher.setAAD(Buffer.from(purpose, 'utf8'));
        decipher.setAuthTag(tagBytes);
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return null;
      }
    },
  };
}

/** What the browser is shown of a stored secret: that it is set, and its last four characters. */
export function secretHint(plain: string): string {
  return plain.length > 8 ? `설정됨 · …${plain.slice(-4)}` : '설정됨';
}
