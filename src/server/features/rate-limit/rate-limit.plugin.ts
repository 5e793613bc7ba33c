/**
 * Per-address request limits held in the database (rate-limit.queries.ts), so that they
 * hold across instances. Routes opt in with `onRequest: app.rateLimit({...})`; an over-limit
 * request is refused before its body is even read.
 */
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorCode } from '#shared/messages/ko.ts';
import { AppError } from '../../app-error.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { type Limit, pruneBuckets, takeHit } from './rate-limit.queries.ts';

export interface RouteLimit extends Limit {
  /** Names the bucket, e.g. `booking` → `booking:<address>`. */
  name: string;
  code?: ErrorCode;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimit(limit: RouteLimit): onRequestAsyncHookHandler;
  }
}

const PRUNE_EVERY_MS = 10 * 60 * 1000;

async function rateLimit(app: FastifyInstance): Promise<void> {
  app.decorate('rateLimit', (limit: RouteLimit): onRequestAsyncHookHandler => {
    return async (request) => {
      const key = `${limit.name}:${clientAddress(request)}`;
      if (!(await takeHit(app.db, key, limit, app.clock.now()))) {
        throw new AppError(limit.code ?? 'too_many_requests', 429);
      }
    };
  });

  const timer = setInterval(() => {
    pruneBuckets(app.db, app.clock.now()).catch((error: unknown) => {
      app.log.warn({ err: error }, 'old rate-limit windows could not be pruned');
    });
  }, PRUNE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export const rateLimitPlugin = fp(rateLimit, { name: 'rate-limit', dependencies: ['database'] });
