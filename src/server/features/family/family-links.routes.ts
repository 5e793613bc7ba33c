/**
 * Sign-in links: a teacher makes one for a student (POST /api/family/links); whoever opens it
 * (GET /family/enter/:token, a plain link that works with no script) is signed in as that
 * student's family and sent to /family with 303, or shown a Korean page saying why not.
 *
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
  familyEnterParams,
  familyLinkQuery,
  familyLinkRequest,
  familyLinkResponse,
  familyLoginRequest,
  familyMessageResponse,
  familySignInOptionsResponse,
} from '#shared/schemas/family.ts';
import { formatSeoulDateTime } from '#shared/time.ts';
import { AppError } from '../../app-error.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { changeErrors } from '../../lib/error-responses.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { requireSiteAddress, type SiteAddressSource } from '../../lib/site-address.ts';
import { changeBy } from '../../plugins/auth.ts';
import { takeHit } from '../rate-limit/index.ts';
import { actionScope, getCurrentStudent } from '../students/index.ts';
import { enterRefusalPage, refusalStatus } from './enter-page.ts';
import { checkFamilyCode, sendFamilyCode } from './family-codes.queries.ts';
import { issueFamilyLink, openFamilyLink } from './family-links.queries.ts';
import { createFamilySession, findFamilySession } from './family-sessions.queries.ts';

const WINDOW_MS = 15 * 60 * 1000;
// A token cannot be guessed (256 bits); the limit keeps scripts from hammering the route.
const enterLimit = {
  name: 'family-enter',
  max: 30,
  windowMs: WINDOW_MS,
  code: 'family.too_many_opens',
} as const;
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
const CODE_ANSWER_MS = 150;

const errors = { 400: errorResponse, 429: errorResponse };

export const familyLinksRoutes: FastifyPluginAsyncZod<{ site: SiteAddressSource }> = async (app, options) => {
  const staffRoutes = routesOf(app, 'family', app.requireRole('teacher'));
  const openRoutes = routesOf(app, 'family');
  staffRoutes.post('/api/family/links', {
    summary:
      '가족 로그인 링크 만들기 (선생님: 자기 학생, 원장: teacherId로 누구의 학생이든): 7일 안에 한 번 열 수 있음',
    querystring: familyLinkQuery,
    body: familyLinkRequest,
    response: {
      200: familyLinkResponse,
      ...changeErrors,
    },
    handler: async (request) => {
      const baseUrl = requireSiteAddress(options.site);
      const student = await getCurrentStudent(
        app.db,
        actionScope(request, request.query),
        request.body.studentName,
      );
      const { url, expiresAt, queued } = await issueFamilyLink(app.db, {
        studentId: student.id,
        studentName: student.name,
        contactId: request.body.contactId ?? null,
        baseUrl,
        ...changeBy(request),
      });
      return { url, expiresAt, kakaoText: kakaoLinkText(student.name, url, expiresAt), queued };
    },
  });

  app.get(
    '/family/enter/:token',
    {
      onRequest: app.rateLimit(enterLimit),
      schema: { hide: true, params: familyEnterParams },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const held = app.familyCookie.read(request);
      const current = held ? await findFamilySession(app.db, held, now) : null;
      const opened = await openFamilyLink(app.db, {
        token: request.params.token,
        now,
        currentSessionId: current?.id ?? null,
      });
      // Never cached, never sent on as a Referer: the address carries the token.
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      if (!opened.ok) {
        return reply
          .code(refusalStatus[opened.refusal])
          .type('text/html; charset=utf-8')
          .send(enterRefusalPage(opened.refusal));
      }
      if (opened.token !== null) app.familyCookie.set(reply, opened.token);
      return reply.code(303).header('location', '/family').send();
    },
  );

  // Read before anyone types a number, so the page never offers a code that cannot come. It
  // depends on the studio's settings alone (nothing about any family), costs no rate limit, and
  // names no sender or secret.
  openRoutes.get('/api/family/sign-in/options', {
    summary: '가족 로그인 방법: 인증번호를 휴대폰으로 보낼 수 있는지 (로그인 없이, 비밀 없이)',
    response: { 200: familySignInOptionsResponse },
    handler: async (_request, reply) => {
      // A sender saved in the browser changes this at once: no cache may keep the old answer.
      reply.header('cache-control', 'no-store');
      return { codeByPhone: (await app.outbox.senders.current()).reachesPhone };
    },
  });

  openRoutes.post('/api/family/code', {
    summary:
      '가족 로그인 인증번호 받기: 학생 연락처에 있는 번호로 6자리 번호를 문자로 보냄 (10분, 5번까지 확인); 등록 여부와 상관없이 같은 답; 문자를 보낼 수단이 없으면 canSend: false',
    body: familyCodeRequest,
    response: { 200: familyCodeResponse, ...errors },
    handler: async (request) => {
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
  });

  openRoutes.post('/api/family/login', {
    summary: '인증번호로 가족 페이지 로그인: 그 번호가 연락처인 학생을 모두 봄',
    body: familyLoginRequest,
    response: { 200: familyMessageResponse, ...errors },
    handler: async (request, reply) => {
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
  });
};

/** The text a teacher pastes into KakaoTalk with a sign-in link. */
function kakaoLinkText(studentName: string, url: string, expiresAt: string): string {
  return [
    `[${studentName} 학생 가족 페이지]`,
    '남은 레슨, 다음 레슨 일정, 결제 영수증을 보고 결석을 알릴 수 있는 페이지입니다.',
    '아래 링크를 휴대폰에서 한 번 열면 로그인됩니다 (비밀번호 없음).',
    url,
    `링크는 ${formatSeoulDateTime(expiresAt)}까지, 한 번만 열 수 있습니다.`,
  ].join('\n');
}
