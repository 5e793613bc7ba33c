/** Shared steps of the site sections' API tests: any section's calls by its key. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ErrorCode } from '#shared/messages/ko.ts';
import { expectEachRefused, refusalBody } from './errors.ts';
import type { SignedIn } from './sign-in.ts';
import { storedVersions } from './site.ts';
import type { TestApp } from './test-app.ts';

const headersOf = (who: SignedIn | null) => (who ? { cookie: who.cookie } : {});

export function sectionApi(key: string) {
  const get = (app: FastifyInstance) => app.inject({ url: `/api/site/${key}` });
  const save = (app: FastifyInstance, who: SignedIn | null, body: unknown) =>
    app.inject({ method: 'PUT', url: `/api/site/${key}`, headers: headersOf(who), payload: body as object });
  const restore = (app: FastifyInstance, who: SignedIn | null, body: unknown) =>
    app.inject({
      method: 'POST',
      url: `/api/site/${key}/restore`,
      headers: headersOf(who),
      payload: body as object,
    });
  /** The version published now and its content. */
  const current = async (app: FastifyInstance) => {
    const body = (await get(app)).json();
    return { version: body.version as number, content: body[key] };
  };
  /** Fails the test unless `response` is a 200, and answers its body. */
  const landed = (what: string, response: Awaited<ReturnType<typeof get>>) => {
    if (response.statusCode !== 200) throw new Error(`${what} of ${key} failed: ${response.body}`);
    return response.json();
  };
  return {
    get,
    save,
    restore,
    current,
    history: (app: FastifyInstance, who: SignedIn | null) =>
      app.inject({ url: `/api/site/${key}/history`, headers: headersOf(who) }),
    /**
     * Publishes `content` over whatever is published now, so that a test does not depend on
     * what others published before it. Answers the response body.
     */
    async publish(app: FastifyInstance, owner: SignedIn, content: unknown) {
      const { version } = await current(app);
      return landed('publish', await save(app, owner, { version, [key]: content }));
    },
    /**
     * Puts the first version (the defaults) back as a restore does, which changes nothing when
     * it is what is published. Answers the version published then.
     */
    async reset(app: FastifyInstance, owner: SignedIn): Promise<number> {
      const { version } = await current(app);
      return landed('reset', await restore(app, owner, { version, restore: 1 })).version;
    },
  };
}

/**
 * Expects `save` refused with a 400 and the Korean refusal of `code`, and `versions` (how many
 * versions the section has stored) the same after it as before.
 */
export async function expectSaveRefused(
  versions: () => Promise<number>,
  save: () => Promise<{ statusCode: number; json(): unknown }>,
  code: ErrorCode,
): Promise<void> {
  const before = await versions();
  const response = await save();
  expect([response.statusCode, response.json()]).toEqual([400, refusalBody(code)]);
  expect(await versions()).toBe(before);
}

/**
 * Sends each of `requests` as a visitor and as `teacher`, expects them refused (401, 403), and
 * the section `key` as it was: no version stored, the same content published.
 */
export async function expectOwnerOnly(
  t: TestApp,
  key: string,
  teacher: SignedIn,
  requests: Parameters<typeof expectEachRefused>[1],
): Promise<void> {
  const { get } = sectionApi(key);
  const published = (await get(t.app)).json();
  const versions = await storedVersions(t.db, key);
  await expectEachRefused(
    [
      [null, 401, 'auth.required'],
      [teacher, 403, 'auth.forbidden'],
    ],
    requests,
  );
  expect(await storedVersions(t.db, key)).toBe(versions);
  expect((await get(t.app)).json()).toEqual(published);
}
