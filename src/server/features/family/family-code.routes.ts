/**
 * Sign-in without a link (/family/login): a phone that is a student's contact gets a 6-digit
 * code (POST /api/family/code), and the code opens a family session that sees every current
 * student with a contact of that phone (POST /api/family/login). Limited in the database per
 * address and per phone (family-codes.queries.ts). The page first asks whether a code can be sent
 * at all (GET /api/family/sign-in/options).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { familyNotices } from '#shared/messages/family.ts';
import { errorResponse } from '#shared/schemas/common.ts';
import {
  familyCodeRequest,
  familyCodeResponse,
  familyLoginRequest,
  familyMessageResponse,
  familySignInOptionsResponse,
} from '#shared/schemas/family.ts';
import { AppError } from '../../app-error.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { takeHit } from '../rate-limit/index.ts';
import { checkFamilyCode, sendFamilyCode } from './family-codes.queries.ts';
import { createFamilySession } from './family-sessions.queries.ts';

const WINDOW_MS = 15 * 60 * 1000;
/** Codes sent to one phone per window: its holder waits at most this window, whoever asked. */
const codesPerPhone = { max: 3, windowMs: WINDOW_MS };
const codesPerAddress = { max: 10, windowMs: WINDOW_MS };
const checksPerAddress = { max: 20, windowMs: WINDOW_MS };
/**
 * The least time a code request takes. A known phone's code is written and queued, which an
 * unknown phone's is not: answered as soon as that was done, the time alone told which phones
 * are families' (5 ms more on PostgreSQL). Waiting for a floor far above that work makes
 * every answer take the same time.
 */
export const CODE_ANSWER_MS = 150;

const errors = { 400: errorResponse, 429: errorResponse };

export const familyCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const openRoute = routesOf('family');
  // Read before anyone types a number, so the page never offers a code that cannot come. It
  // depends on the studio's settings alone (nothing about any family), costs no rate limit, and
  // names no sender or secret.
  app.get(
    '/api/family/sign-in/options',
    openRoute('가족 로그인 방법: 인증번호를 휴대폰으로 보낼 수 있는지 (로그인 없이, 비밀 없이)', {
      response: { 200: familySignInOptionsResponse },
    }),
    async (_request, reply) => {
      // A sender saved in the browser changes this at once: no cache may keep the old answer.
      reply.header('cache-control', 'no-store');
      return { codeByPhone: (await app.outbox.senders.current()).reachesPhone };
    },
  );

  app.post(
    '/api/family/code',
    openRoute(
      '가족 로그인 인증번호 받기: 학생 연락처에 있는 번호로 6자리 번호를 문자로 보냄 (10분, 5번까지 확인); 등록 여부와 상관없이 같은 답; 문자를 보낼 수단이 없으면 canSend: false',
      {
        body: familyCodeRequest,
        response: { 200: familyCodeResponse, ...errors },
      },
    ),
    async (request) => {
      // Without a sender for phones a code would only wait in the 발송함, where staff never see
      // it: the family is told to ask for a link. The answer depends on the studio's settings
      // alone, never on the phone.
      if (!(await app.outbox.senders.current()).reachesPhone)
        return { message: familyNotices.codeUnavailable, canSend: false };
      const answerAt = performance.now() + CODE_ANSWER_MS;
      const now = app.clock.now();
      const { phone } = request.body;
      if (!(await takeHit(app.db, `family-code-address:${clientAddress(request)}`, codesPerAddress, now))) {
        throw new AppError('family.too_many_codes', 429);
      }
      if (!(await takeHit(app.db, `family-code-phone:${phone}`, codesPerPhone, now))) {
        throw new AppError('family.too_many_codes', 429);
      }
      await sendFamilyCode(app.db, phone, now);
      await sleep(Math.max(0, answerAt - performance.now()));
      return { message: familyNotices.codeSent, canSend: true };
    },
  );

  app.post(
    '/api/family/login',
    openRoute('인증번호로 가족 페이지 로그인: 그 번호가 연락처인 학생을 모두 봄', {
      body: familyLoginRequest,
      response: { 200: familyMessageResponse, ...errors },
    }),
    async (request, reply) => {
      const now = app.clock.now();
      const { phone, code } = request.body;
      if (!(await takeHit(app.db, `family-login-address:${clientAddress(request)}`, checksPerAddress, now))) {
        throw new AppError('family.too_many_logins', 429);
      }
      if (!(await checkFamilyCode(app.db, phone, code, now))) throw new AppError('family.code_invalid', 400);
      const session = await createFamilySession(app.db, { studentIds: [], phone, now });
      app.familyCookie.set(reply, session.token);
      return { message: familyNotices.signedIn };
    },
  );
};
