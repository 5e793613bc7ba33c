/**
 * 알림 발송 설정 (docs/decisions/076), the owner's alone: each sender's state without its
 * secrets, a save per kind (checked as the environment's values are, its address through the
 * outbound rules), a clear, and a test message to the owner's own e-mail or phone that answers
 * the Korean explanation of a failure. A save raises the senders' version, so the next send of
 * every instance uses it.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendersNotices } from '#shared/messages/senders.ts';
import { errorResponse } from '#shared/schemas/common.ts';
import {
  type SenderKind,
  saveSenderResponse,
  senderKindParams,
  sendersResponse,
  senderTestRequest,
  senderTestResponse,
  smtpRequest,
  solapiRequest,
  webhookRequest,
} from '#shared/schemas/senders.ts';
import { AppError } from '../../app-error.ts';
import type { Config, MessageSenders } from '../../config.ts';
import { inputErrors } from '../../lib/error-responses.ts';
import { checkedAddresses, OutboundRefused } from '../../lib/outbound.ts';
import { routesOf } from '../../lib/route-docs.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { requestActor, requireUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/index.ts';
import { type Limit, takeHit } from '../rate-limit/index.ts';
import {
  clearSender,
  effectiveSenders,
  SENDER_FIELD,
  type SenderChange,
  saveSender,
  senderStates,
  smtpChange,
  solapiChange,
  webhookChange,
} from './senders/sender-settings.ts';
import { sendTest } from './senders/sender-test.ts';

/**
 * 테스트 발송 a kind allows the owner: each Solapi test is a paid message, and a button pressed
 * again and again (or a script with the owner's session) must not run up the studio's bill.
 */
export const TESTS_PER_KIND: Limit = { max: 5, windowMs: 10 * 60 * 1000 };
/** A name server that does not answer within this is a name not found for now. */
const LOOKUP_MS = 3000;
const KIND_NAMES: Record<SenderKind, string> = {
  smtp: '이메일(SMTP)',
  solapi: '문자·알림톡(Solapi)',
  webhook: '웹훅',
};

export const sendersRoutes: FastifyPluginAsyncZod<{ config: Config; box: SecretBox }> = async (
  app,
  { config, box },
) => {
  const ownerRoutes = routesOf(app, 'messages', app.requireRole('owner'));

  async function states() {
    const { env, stored } = await app.outbox.senders.settings();
    return senderStates(app.db, env, stored);
  }

  async function stateOf(kind: SenderKind) {
    const sender = (await states()).find((state) => state.kind === kind);
    if (!sender) throw new Error(`no state for ${kind}`);
    return sender;
  }

  const audited = (request: FastifyRequest, kind: SenderKind, detail: Record<string, unknown>, at: Date) =>
    recordAudit(
      app.db,
      { actor: requestActor(request), now: at },
      { action: 'message.sender', target: KIND_NAMES[kind], detail },
    );

  /**
   * The host a sender connects to, checked now as the sender will check it at each send: a
   * private or loopback address is refused. A name that does not resolve at this moment (a
   * typo, or a name server's hiccup) is saved all the same, since each send checks it again
   * (lib/outbound.ts); the answer says it was not found. True when the host was found.
   */
  async function checkHost(url: string): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), LOOKUP_MS);
    });
    try {
      const found = await Promise.race([checkedAddresses(new URL(url).hostname, config.outbound), gaveUp]);
      return found !== 'timeout';
    } catch (error) {
      if (error instanceof OutboundRefused) throw new AppError('senders.address_refused', 400);
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  ownerRoutes.get('/api/settings/senders', {
    summary: '알림 발송 설정 (원장): 보낼 수단마다 쓰는 설정의 출처(환경 변수·관리 화면)와 비밀이 빠진 값',
    response: { 200: sendersResponse, ...inputErrors },
    handler: async () => ({ senders: await states() }),
  });

  /** Saves a kind's settings; a sender that connects to an address of its own has it checked first. */
  async function save(request: FastifyRequest, changeOf: () => Promise<SenderChange>, url?: string) {
    const hostFound = url === undefined || (await checkHost(url));
    const change = await changeOf();
    const now = app.clock.now();
    await saveSender(app.db, box, change, requireUser(request).id, now);
    await audited(request, change.kind, { saved: true }, now);
    const message = hostFound ? sendersNotices.saved : sendersNotices.savedHostUnknown;
    return { message, sender: await stateOf(change.kind) };
  }

  const saved = { 200: saveSenderResponse, ...inputErrors };

  ownerRoutes.put('/api/settings/senders/smtp', {
    summary: '이메일(SMTP) 발송 설정 저장 (원장): SMTP_URL·MAIL_FROM과 같은 값; 비밀번호는 암호화해 저장',
    body: smtpRequest,
    response: saved,
    handler: async (request) => save(request, () => smtpChange(app.db, box, request.body), request.body.url),
  });

  ownerRoutes.put('/api/settings/senders/solapi', {
    summary: '문자·알림톡(Solapi) 발송 설정 저장 (원장): SOLAPI_*와 같은 값; 시크릿은 암호화해 저장',
    body: solapiRequest,
    response: saved,
    handler: async (request) => save(request, () => solapiChange(app.db, box, request.body)),
  });

  ownerRoutes.put('/api/settings/senders/webhook', {
    summary: '웹훅 발송 설정 저장 (원장): MESSAGES_WEBHOOK_*와 같은 값; 비밀 값은 암호화해 저장',
    body: webhookRequest,
    response: saved,
    handler: async (request) =>
      save(request, () => webhookChange(app.db, box, request.body), request.body.url),
  });

  ownerRoutes.delete('/api/settings/senders/:kind', {
    summary: '관리 화면에서 저장한 발송 설정 지우기 (원장; 환경 변수 설정은 그대로)',
    params: senderKindParams,
    response: { 200: saveSenderResponse, ...inputErrors },
    handler: async (request) => {
      const { kind } = request.params;
      if (await clearSender(app.db, kind)) await audited(request, kind, { cleared: true }, app.clock.now());
      return { message: sendersNotices.cleared, sender: await stateOf(kind) };
    },
  });

  ownerRoutes.post('/api/settings/senders/:kind/test', {
    summary:
      '테스트 발송 (원장): 지금 쓰는 설정으로 원장의 이메일(to)이나 휴대폰(to, 없으면 계정의 번호)에 실제로 보냄; 실패하면 한국어 설명; 보낼 수단마다 10분에 5번까지 (넘으면 429)',
    params: senderKindParams,
    body: senderTestRequest,
    response: { 200: senderTestResponse, ...inputErrors, 429: errorResponse },
    handler: async (request) => {
      const { kind } = request.params;
      const { env, stored } = await app.outbox.senders.settings();
      const senders: MessageSenders = effectiveSenders(env, stored);
      const userId = requireUser(request).id;
      const user = await app.db
        .selectFrom('users')
        .select('phone')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      const result = await sendTest({
        kind,
        senders,
        to: request.body.to?.trim() ?? '',
        ownerPhone: user.phone,
        policy: config.outbound,
        now: () => app.clock.now(),
        admit: async () => {
          if (!(await takeHit(app.db, `sender-test:${kind}:${userId}`, TESTS_PER_KIND, app.clock.now())))
            throw new AppError('senders.too_many_tests', 429);
        },
      });
      return {
        ...result,
        source: env[SENDER_FIELD[kind]] ? ('env' as const) : ('settings' as const),
      };
    },
  });
};
