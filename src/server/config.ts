/**
 * The server's whole configuration, read once from the environment.
 * A bad value stops start-up with a message naming the variable, instead of failing later.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy.ts';

const booleanText = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const httpUrl = () => z.url({ protocol: /^https?$/, error: 'must be a full http(s) URL' });

const environment = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: httpUrl().optional(),
  COOKIE_SECURE: booleanText.optional(),
  TRUST_PROXY: z.string().transform(parseTrustProxy).default(false),
  OWNER_ID: z.string().min(1).optional(),
  OWNER_PASSWORD: z.string().min(1).optional(),
  UPLOAD_STORAGE: z.enum(['database', 'disk']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BACKUP_NIGHTLY: booleanText.default(true),
  BACKUP_TIME: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM (Seoul time)')
    .default('03:30'),
  BACKUP_KEEP_DAILY: z.coerce.number().int().min(1).max(3650).default(14),
  BACKUP_KEEP_MONTHLY: z.coerce.number().int().min(0).max(1200).default(12),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'must be smtp://user:pass@host:port or smtps://…' })
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  SOLAPI_API_KEY: z.string().min(1).optional(),
  SOLAPI_API_SECRET: z.string().min(1).optional(),
  SOLAPI_PF_ID: z.string().min(1).optional(),
  SOLAPI_SENDER: z
    .string()
    .regex(/^[0-9-]{8,14}$/, 'must be the registered sender number, e.g. 02-123-4567')
    .optional(),
  SOLAPI_BASE_URL: httpUrl().default('https://api.solapi.com'),
  SOLAPI_TEMPLATES: z
    .string()
    .regex(/^([a-z-]+=[^,=\s]+)(,[a-z-]+=[^,=\s]+)*$/, 'must be event=templateId,event=templateId')
    .optional(),
  MESSAGES_WEBHOOK_URL: httpUrl().optional(),
  MESSAGES_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  OUTBOUND_ALLOW_PRIVATE: booleanText.default(false),
  TOSS_API_BASE: httpUrl().default('https://api.tosspayments.com'),
  TOSS_SCRIPT_URL: httpUrl().default('https://js.tosspayments.com/v2/standard'),
  RELEASE_FEED_URL: httpUrl().optional(),
  UPDATE_AGENT_URL: httpUrl().optional(),
  UPDATE_AGENT_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  STUDIO_VERSION: z.string().optional(),
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  sqliteFile: string;
  databaseUrl: string | undefined;
  /** Where uploaded images live: the database (shared by every instance; PostgreSQL's default) or DATA_DIR/uploads. */
  uploadStorage: 'database' | 'disk';
  /** The address people use, e.g. https://studio.example; used for absolute links and origin checks. */
  publicUrl: string | undefined;
  /** Send cookies only over HTTPS (with the `__Host-` prefix). On by default when PUBLIC_URL is https. */
  cookieSecure: boolean;
  /** Whose X-Forwarded-For entries to believe (trust-proxy.ts); false: the socket's address. */
  trustProxy: TrustProxy;
  /** A secret the same on every instance; booking PINs' key is derived from it when set (decision 063). */
  appSecret: string | undefined;
  owner: { id: string; password: string } | undefined;
  logLevel: string;
  /** Nightly backups into DATA_DIR/backups (docs/decisions/042); `time` is HH:MM in Seoul. */
  backup: { nightly: boolean; time: string; keepDaily: number; keepMonthly: number; dir: string };
  /** The message senders (docs/decisions/047); each is off unless its settings are given. */
  messages: MessageSenders;
  /** Solapi's address (SOLAPI_BASE_URL) for a Solapi set in the browser as well as by the environment. */
  solapiBaseUrl: string;
  /**
   * Where the server may send to at an address a person set (src/server/lib/outbound.ts):
   * loopback and private ranges only when the studio's own system lives there.
   */
  outbound: { allowPrivate: boolean };
  /**
   * Toss Payments (docs/decisions/085): where its API answers and where the pay page loads the
   * payment window's script from; tests point both at a local stand-in.
   */
  toss: { apiBase: string; scriptUrl: string };
  /**
   * The running version, where newer ones are announced (a JSON release feed) and the update
   * agent beside the app in compose.yaml (docs/decisions/081); null when not set.
   */
  updates: { version: string; feedUrl: string | null; agent: { url: string; token: string } | null };
}

export interface MessageSenders {
  email: { url: string; from: string } | undefined;
  solapi:
    | {
        apiKey: string;
        apiSecret: string;
        /** The 카카오 채널's profile id; without it only SMS/LMS are sent. */
        pfId: string | undefined;
        sender: string;
        baseUrl: string;
        /** Approved 알림톡 template ids by event; an event without one goes as SMS/LMS. */
        templates: Record<string, string>;
      }
    | undefined;
  webhook: { url: string; secret: string } | undefined;
}

type Values = z.infer<typeof environment>;

/** Variables that mean something only together: all of a group are set, or none. */
const TOGETHER: (keyof Values)[][] = [
  ['OWNER_ID', 'OWNER_PASSWORD'],
  ['SMTP_URL', 'MAIL_FROM'],
  ['SOLAPI_API_KEY', 'SOLAPI_API_SECRET', 'SOLAPI_SENDER'],
  ['MESSAGES_WEBHOOK_URL', 'MESSAGES_WEBHOOK_SECRET'],
];

function messageSenders(values: Values): MessageSenders {
  const templates = Object.fromEntries(
    (values.SOLAPI_TEMPLATES ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  );
  return {
    email: values.SMTP_URL && values.MAIL_FROM ? { url: values.SMTP_URL, from: values.MAIL_FROM } : undefined,
    solapi:
      values.SOLAPI_API_KEY && values.SOLAPI_API_SECRET && values.SOLAPI_SENDER
        ? {
            apiKey: values.SOLAPI_API_KEY,
            apiSecret: values.SOLAPI_API_SECRET,
            pfId: values.SOLAPI_PF_ID,
            sender: values.SOLAPI_SENDER.replaceAll('-', ''),
            baseUrl: values.SOLAPI_BASE_URL.replace(/\/$/, ''),
            templates,
          }
        : undefined,
    webhook:
      values.MESSAGES_WEBHOOK_URL && values.MESSAGES_WEBHOOK_SECRET
        ? { url: values.MESSAGES_WEBHOOK_URL, secret: values.MESSAGES_WEBHOOK_SECRET }
        : undefined,
  };
}

export class ConfigError extends Error {}

/** For the commands and start-up: the configuration, or null once its fault is printed. */
export function readConfig(env: NodeJS.ProcessEnv, out: { error(line: string): void }): Config | null {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    out.error(error.message);
    return null;
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankAsUnset = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = environment.safeParse(blankAsUnset);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  for (const names of TOGETHER) {
    const set = names.filter((name) => values[name] !== undefined);
    if (set.length > 0 && set.length < names.length) {
      const list = `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
      throw new ConfigError(`Invalid configuration:\n  ${list} must be set together`);
    }
  }
  const publicUrl = values.PUBLIC_URL?.replace(/\/$/, '');
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    sqliteFile: path.join(dataDir, 'studio.db'),
    databaseUrl: values.DATABASE_URL,
    uploadStorage: values.UPLOAD_STORAGE ?? (values.DATABASE_URL ? 'database' : 'disk'),
    publicUrl,
    cookieSecure: values.COOKIE_SECURE ?? publicUrl?.startsWith('https://') ?? false,
    trustProxy: values.TRUST_PROXY,
    appSecret: values.APP_SECRET,
    owner: values.OWNER_ID ? { id: values.OWNER_ID, password: values.OWNER_PASSWORD! } : undefined,
    logLevel: values.LOG_LEVEL,
    backup: {
      nightly: values.BACKUP_NIGHTLY,
      time: values.BACKUP_TIME,
      keepDaily: values.BACKUP_KEEP_DAILY,
      keepMonthly: values.BACKUP_KEEP_MONTHLY,
      dir: path.join(dataDir, 'backups'),
    },
    messages: messageSenders(values),
    solapiBaseUrl: values.SOLAPI_BASE_URL.replace(/\/$/, ''),
    outbound: { allowPrivate: values.OUTBOUND_ALLOW_PRIVATE },
    toss: { apiBase: values.TOSS_API_BASE.replace(/\/$/, ''), scriptUrl: values.TOSS_SCRIPT_URL },
    updates: {
      version: runningVersion(values.STUDIO_VERSION),
      feedUrl: values.RELEASE_FEED_URL ?? null,
      agent:
        values.UPDATE_AGENT_URL && values.UPDATE_AGENT_TOKEN
          ? { url: values.UPDATE_AGENT_URL.replace(/\/$/, ''), token: values.UPDATE_AGENT_TOKEN }
          : null,
    },
  };
}

/**
 * STUDIO_VERSION when it is a version (the image sets it from its build), else the version in
 * the site's package.json (a checkout run with npm start; an image built without one says dev).
 */
function runningVersion(fromEnvironment: string | undefined): string {
  if (fromEnvironment && /^\d+\.\d+\.\d+$/.test(fromEnvironment)) return fromEnvironment;
  try {
    const version = JSON.parse(fs.readFileSync(path.resolve('package.json'), 'utf8')).version;
    return typeof version === 'string' ? version : '0.0.0';
  } catch {
    return '0.0.0';
  }
}
