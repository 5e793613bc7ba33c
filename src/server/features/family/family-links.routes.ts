/**
 * Sign-in links: a teacher makes one for a student (POST /api/family/links); whoever opens it
 * (GET /family/enter/:token, a plain link that works with no script) is signed in as that
 * student's family and sent to /family with 303, or shown a Korean page saying why not.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  familyEnterParams,
  familyLinkQuery,
  familyLinkRequest,
  familyLinkResponse,
} from '#shared/schemas/family.ts';
import { formatSeoulDateTime } from '#shared/time.ts';
import { changeErrors } from '../../lib/error-responses.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { requireSiteAddress, type SiteAddressSource } from '../../lib/site-address.ts';
import { requestActor } from '../../plugins/auth.ts';
import { actionScope, getCurrentStudent } from '../students/index.ts';
import { enterRefusalPage, refusalStatus } from './enter-page.ts';
import { issueFamilyLink, openFamilyLink } from './family-links.queries.ts';
import { findFamilySession } from './family-sessions.queries.ts';

// A token cannot be guessed (256 bits); the limit keeps scripts from hammering the route.
const enterLimit = {
  name: 'family-enter',
  max: 30,
  windowMs: 15 * 60 * 1000,
  code: 'family.too_many_opens',
} as const;

export const familyLinksRoutes: FastifyPluginAsyncZod<{ site: SiteAddressSource }> = async (app, options) => {
  const staffRoute = routesOf('family', app.requireRole('teacher'));
  app.post(
    '/api/family/links',
    staffRoute(
      '가족 로그인 링크 만들기 (선생님: 자기 학생, 원장: teacherId로 누구의 학생이든): 7일 안에 한 번 열 수 있음',
      {
        querystring: familyLinkQuery,
        body: familyLinkRequest,
        response: {
          200: familyLinkResponse,
          ...changeErrors,
        },
      },
    ),
    async (request) => {
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
        actor: requestActor(request),
        now: app.clock.now(),
      });
      return { url, expiresAt, kakaoText: kakaoLinkText(student.name, url, expiresAt), queued };
    },
  );

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
