/**
 * Multipart bodies for an upload route: one file and a few small text fields. A file over its
 * size is refused (413) rather than cut short, so a handler never stores half a file.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

export function acceptOneFile(
  app: FastifyInstance,
  limits: { fileSize: number; fields: number; fieldSize: number },
) {
  return app.register(fastifyMultipart, {
    limits: { ...limits, files: 1, parts: limits.fields + 1 },
    throwFileSizeLimit: true,
  });
}
