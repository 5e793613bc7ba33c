/** Puts the database and the clock on the instance, and closes the database with it. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbHandle, Dialect } from '../db/connection.ts';
import type { Db } from '../db/database.ts';

/** "Now", injectable so that tests can stand at 23:59 in Seoul. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dialect: Dialect;
    dbHandle: DbHandle;
    clock: Clock;
  }
}

async function database(app: FastifyInstance, options: { handle: DbHandle; clock: Clock }): Promise<void> {
  app.decorate('db', options.handle.db);
  app.decorate('dialect', options.handle.dialect);
  app.decorate('dbHandle', options.handle);
  app.decorate('clock', options.clock);
  app.addHook('onClose', async () => {
    await options.handle.db.destroy();
  });
}

export const databasePlugin = fp(database, { name: 'database' });
