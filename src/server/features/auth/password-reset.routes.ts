/**
 * Password recovery (docs/decisions/034): the owner makes a one-time link for a teacher
 * (POST /api/accounts/:id/reset), and whoever holds a link checks it and sets a new password
 * with it (POST /api/user/reset/check, POST /api/user/reset). The owner's own link comes from
 * the server command `npm run reset-owner` (reset-owner.ts), never from a session: a stolen
 * owner session must not be able to take the owner's account.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authNotices } from '#shared/messages/auth.ts';
import {
  accountParams,
  messageResponse,
  resetLinkResponse,
  resetPasswordRequest,
  resetTokenRequest,
  resetTokenResponse,
} from '#shared/schemas/auth.ts';
import { errorResponse } from '#shared/schemas/common.ts';
import { changeErrors } from '../../lib/error-responses.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { requireSiteAddress, type SiteAddressSource } from '../../lib/site-address.ts';
import { requestActor } from '../../plugins/auth.ts';
import { hashPassword } from './password.ts';
import { findOpenReset, issuePasswordReset, resetPassword, resetUrl } from './password-reset.queries.ts';

// A token cannot be guessed (256 bits); the limit keeps scripts from hammering the page and
// the password hashing behind it. Checking the link and sending the form both count.
const resetLimit = {
  name: 'password-reset',
  max: 20,
  windowMs: 15 * 60 * 1000,
  code: 'auth.too_many_reset_attempts',
} as const;

const linkErrors = { 400: errorResponse, 410: errorResponse, 429: errorResponse };

export const passwordResetRoutes: FastifyPluginAsyncZod<{ site: SiteAddressSource }> = async (
  app,
  options,
) => {
  const ownerRoutes = routesOf(app, 'auth', app.requireRole('owner'));
  const limitedRoutes = routesOf(app, 'auth', app.rateLimit(resetLimit));
  ownerRoutes.post('/api/accounts/:id/reset', {
    summary:
      '선생님 계정의 비밀번호 재설정 링크 만들기 (원장): 24시간, 한 번만; 전에 만든 링크는 더 이상 쓸 수 없습니다',
    params: accountParams,
    response: { 200: resetLinkResponse, ...changeErrors },
    handler: async (request) => {
      // Before the link is made: without an address there is nothing to hand over.
      const baseUrl = requireSiteAddress(options.site);
      const { token, expiresAt } = await issuePasswordReset(app.db, {
        userId: request.params.id,
        actor: requestActor(request),
        roles: ['teacher'],
        now: app.clock.now(),
      });
      return { url: resetUrl(baseUrl, token), expiresAt };
    },
  });

  limitedRoutes.post('/api/user/reset/check', {
    summary: '비밀번호 재설정 링크가 아직 쓸 수 있는지, 누구의 것인지',
    body: resetTokenRequest,
    response: { 200: resetTokenResponse, ...linkErrors },
    handler: async (request) => findOpenReset(app.db, request.body.token, app.clock.now()),
  });

  limitedRoutes.post('/api/user/reset', {
    summary: '재설정 링크로 새 비밀번호 정하기: 그 계정은 모든 기기에서 로그아웃됩니다',
    body: resetPasswordRequest,
    response: { 200: messageResponse, ...linkErrors },
    handler: async (request) => {
      const { token, newPw } = request.body;
      // An ended or unknown link is refused before the slow hash; the transaction decides for good.
      await findOpenReset(app.db, token, app.clock.now());
      const passwordHash = await hashPassword(newPw);
      await resetPassword(app.db, { token, passwordHash, now: app.clock.now() });
      return { message: authNotices.passwordReset };
    },
  });
};
