import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const newsRoutes: FastifyPluginAsyncZod = async () => {};
