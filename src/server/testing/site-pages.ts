/** Shared steps of the director's page and curriculum API tests: any section's calls by its key. */
import type { FastifyInstance } from 'fastify';
import type { SignedIn } from './sign-in.ts';

const headersOf = (who: SignedIn | null) => (who ? { cookie: who.cookie } : {});

export function sectionApi(key: string) {
  return {
    get: (app: FastifyInstance) => app.inject({ url: `/api/site/${key}` }),
    save: (app: FastifyInstance, who: SignedIn | null, body: unknown) =>
      app.inject({
        method: 'PUT',
        url: `/api/site/${key}`,
        headers: headersOf(who),
        payload: body as object,
      }),
    history: (app: FastifyInstance, who: SignedIn | null) =>
      app.inject({ url: `/api/site/${key}/history`, headers: headersOf(who) }),
    restore: (app: FastifyInstance, who: SignedIn | null, body: unknown) =>
      app.inject({
        method: 'POST',
        url: `/api/site/${key}/restore`,
        headers: headersOf(who),
        payload: body as object,
      }),
  };
}
