/**
 * The senders the owner sets in the browser (docs/decisions/076): one row a kind, what the page
 * may show in `shown`, the credentials sealed with the settings key, each kind's for its own
 * purpose. Every save and clear raises one version number in the same transaction, which each
 * instance reads before it sends (live-senders.ts). The environment's settings win where set.
 */
import type {
  SenderKind,
  SenderState,
  SmtpRequest,
  SolapiRequest,
  WebhookRequest,
} from '#shared/schemas/senders.ts';
import { AppError } from '../../../app-error.ts';
import type { MessageSenders } from '../../../config.ts';
import type { Db } from '../../../db/database.ts';
import { type SecretBox, secretHint } from '../../../lib/secret-box.ts';

const purpose = (kind: SenderKind) => `messages.sender.${kind}`;

type Shown = Record<string, string>;

/** The SMTP address as the page may show it: everything but the password. */
export function smtpUrlShown(url: string): string {
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.toString().replace(/\/$/, '');
}

function smtpPassword(url: string): string {
  return decodeURIComponent(new URL(url).password);
}

function templatesText(templates: Record<string, string>): string {
  return Object.entries(templates)
    .map(([event, id]) => `${event}=${id}`)
    .join(',');
}

/** The environment's values without their secrets, or null when it sets none of this kind. */
export function envShown(kind: SenderKind, env: MessageSenders): Shown | null {
  if (kind === 'smtp') return env.email ? { url: smtpUrlShown(env.email.url), from: env.email.from } : null;
  if (kind === 'solapi')
    return env.solapi
      ? {
          apiKey: env.solapi.apiKey,
          sender: env.solapi.sender,
          pfId: env.solapi.pfId ?? '',
          templates: templatesText(env.solapi.templates),
        }
      : null;
  return env.webhook ? { url: env.webhook.url } : null;
}

/** Where each kind's settings sit in MessageSenders. */
export const SENDER_FIELD = { smtp: 'email', solapi: 'solapi', webhook: 'webhook' } as const;

/** The version every instance compares before it sends; 0 before the first save. */
export async function sendersVersion(db: Db): Promise<number> {
  const row = await db
    .selectFrom('message_senders_version')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirst();
  return row ? Number(row.version) : 0;
}

/** What the owner saved, its secrets opened; a kind whose secret no longer opens is left out. */
export async function loadStoredSenders(
  db: Db,
  box: SecretBox,
  solapiBaseUrl: string,
): Promise<MessageSenders> {
  const rows = await db.selectFrom('message_senders').selectAll().execute();
  const senders: MessageSenders = { email: undefined, solapi: undefined, webhook: undefined };
  for (const row of rows) {
    const opened = box.open(row.secret_sealed, purpose(row.kind));
    if (opened === null) continue;
    const shown = JSON.parse(row.shown) as Shown;
    const secret = JSON.parse(opened) as Record<string, string>;
    if (row.kind === 'smtp') senders.email = { url: secret.url ?? '', from: shown.from ?? '' };
    if (row.kind === 'webhook') senders.webhook = { url: shown.url ?? '', secret: secret.secret ?? '' };
    if (row.kind === 'solapi')
      senders.solapi = {
        apiKey: shown.apiKey ?? '',
        apiSecret: secret.apiSecret ?? '',
        pfId: shown.pfId ? shown.pfId : undefined,
        sender: (shown.sender ?? '').replaceAll('-', ''),
        baseUrl: solapiBaseUrl,
        templates: JSON.parse(shown.templatesJson ?? '{}') as Record<string, string>,
      };
  }
  return senders;
}

/** The environment's sender of each kind where it sets one, else the one saved in the browser. */
export function effectiveSenders(env: MessageSenders, stored: MessageSenders): MessageSenders {
  return {
    email: env.email ?? stored.email,
    solapi: env.solapi ?? stored.solapi,
    webhook: env.webhook ?? stored.webhook,
  };
}

/** Each kind's state for the owner's page: where the one in use comes from, nothing secret. */
export async function senderStates(
  db: Db,
  env: MessageSenders,
  stored: MessageSenders,
): Promise<SenderState[]> {
  const rows = await db.selectFrom('message_senders').selectAll().execute();
  const kinds: SenderKind[] = ['smtp', 'solapi', 'webhook'];
  return kinds.map((kind) => {
    const row = rows.find((candidate) => candidate.kind === kind);
    const shown = row ? (JSON.parse(row.shown) as Shown) : null;
    if (shown) delete shown.templatesJson;
    const field = SENDER_FIELD[kind];
    const source = env[field] ? 'env' : stored[field] ? 'settings' : null;
    return {
      kind,
      source,
      env: envShown(kind, env),
      stored: row && shown ? { values: shown, secretHint: row.secret_hint, updatedAt: row.updated_at } : null,
    };
  });
}

async function storedSecret(
  db: Db,
  box: SecretBox,
  kind: SenderKind,
): Promise<Record<string, string> | null> {
  const row = await db
    .selectFrom('message_senders')
    .select('secret_sealed')
    .where('kind', '=', kind)
    .executeTakeFirst();
  const opened = row ? box.open(row.secret_sealed, purpose(kind)) : null;
  return opened === null ? null : (JSON.parse(opened) as Record<string, string>);
}

/**
 * The SMTP address to store: one without a password keeps the stored password when the account,
 * host and port are the same (the page never has the password to send back).
 */
async function smtpUrlToStore(db: Db, box: SecretBox, url: string): Promise<string> {
  const given = new URL(url);
  if (given.password !== '' || given.username === '') return url;
  const stored = (await storedSecret(db, box, 'smtp'))?.url;
  if (!stored) throw new AppError('senders.secret_required', 400);
  const previous = new URL(stored);
  const same =
    previous.protocol === given.protocol &&
    previous.username === given.username &&
    previous.hostname === given.hostname &&
    previous.port === given.port;
  if (!same || previous.password === '') throw new AppError('senders.secret_required', 400);
  given.password = previous.password;
  return given.toString();
}

export interface SenderChange {
  kind: SenderKind;
  shown: Shown;
  secret: Record<string, string>;
  hint: string | null;
}

export async function smtpChange(db: Db, box: SecretBox, request: SmtpRequest): Promise<SenderChange> {
  const url = await smtpUrlToStore(db, box, request.url);
  const password = smtpPassword(url);
  return {
    kind: 'smtp',
    shown: { url: smtpUrlShown(url), from: request.from.trim() },
    secret: { url },
    hint: password === '' ? null : secretHint(password),
  };
}

export async function solapiChange(db: Db, box: SecretBox, request: SolapiRequest): Promise<SenderChange> {
  let apiSecret = request.apiSecret;
  if (apiSecret === '') apiSecret = (await storedSecret(db, box, 'solapi'))?.apiSecret ?? '';
  if (apiSecret === '') throw new AppError('senders.secret_required', 400);
  const templates = Object.fromEntries(Object.entries(request.templates ?? {}).filter(([, id]) => id));
  return {
    kind: 'solapi',
    shown: {
      apiKey: request.apiKey,
      sender: request.sender,
      pfId: request.pfId ?? '',
      templates: templatesText(templates),
      templatesJson: JSON.stringify(templates),
    },
    secret: { apiSecret },
    hint: secretHint(apiSecret),
  };
}

export async function webhookChange(db: Db, box: SecretBox, request: WebhookRequest): Promise<SenderChange> {
  let secret = request.secret;
  if (secret === '') secret = (await storedSecret(db, box, 'webhook'))?.secret ?? '';
  if (secret === '') throw new AppError('senders.secret_required', 400);
  return { kind: 'webhook', shown: { url: request.url }, secret: { secret }, hint: secretHint(secret) };
}

async function raiseVersion(db: Db): Promise<void> {
  await db
    .insertInto('message_senders_version')
    .values({ id: 1, version: 1 })
    .onConflict((conflict) =>
      conflict
        .column('id')
        .doUpdateSet((update) => ({ version: update.eb('message_senders_version.version', '+', 1) })),
    )
    .execute();
}

/** Stores the change sealed and raises the version, together or not at all. */
export async function saveSender(
  db: Db,
  box: SecretBox,
  change: SenderChange,
  actor: string,
  now: Date,
): Promise<void> {
  const values = {
    shown: JSON.stringify(change.shown),
    secret_sealed: box.seal(JSON.stringify(change.secret), purpose(change.kind)),
    secret_hint: change.hint,
    updated_at: now.toISOString(),
    updated_by: actor,
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('message_senders')
      .values({ kind: change.kind, ...values })
      .onConflict((conflict) => conflict.column('kind').doUpdateSet(values))
      .execute();
    await raiseVersion(trx);
  });
}

/** Forgets the kind's saved settings; answers whether there were any. */
export async function clearSender(db: Db, kind: SenderKind): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('message_senders').where('kind', '=', kind).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) return false;
    await raiseVersion(trx);
    return true;
  });
}
