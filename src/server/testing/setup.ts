/**
 * Test fixture: the first-run setup as a studio goes through it, with a code the test knows
 * (the one the server would print is in its log, which tests do not read).
 */
import type { FastifyInstance } from 'fastify';
import { storeSetupCode } from '../features/setup/setup-code.ts';

export const TEST_SETUP_CODE = 'TEST-CODE-0000-0001';

/** Makes the code the setup takes, as an instance's start would. */
export function issueSetupCode(app: FastifyInstance, code = TEST_SETUP_CODE): Promise<void> {
  return storeSetupCode(app.db, code, app.clock.now());
}

export const setupBody = (owner: { id?: string; name?: string } = {}, code = TEST_SETUP_CODE) => ({
  code,
  owner: {
    id: owner.id ?? 'director',
    pw: 'studio-owner-pass-1',
    pwCon: 'studio-owner-pass-1',
    name: owner.name ?? '박원장',
    phone: '010-2345-6789',
  },
  studio: {
    name: '소리샘 음악학원',
    phone: '02-123-4567',
    address: '서울특별시 마포구 양화로 45',
    businessNumber: '220-81-62517',
  },
});

/** The setup done: the owner made, the studio named, and the owner's cookie. */
export async function completeSetup(
  app: FastifyInstance,
  owner: { id?: string; name?: string } = {},
): Promise<{ id: string; cookie: string }> {
  await issueSetupCode(app);
  const response = await app.inject({ method: 'POST', url: '/api/setup', payload: setupBody(owner) });
  if (response.statusCode !== 201) throw new Error(`setup answered ${response.statusCode}: ${response.body}`);
  const cookie = String(response.headers['set-cookie']).split(';')[0]!;
  return { id: owner.id ?? 'director', cookie };
}
