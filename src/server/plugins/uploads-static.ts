/**
 * Serves uploaded files from DATA_DIR/uploads. Their names are content hashes, so a name
 * never changes meaning and browsers may cache them for a year.
 */
import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function uploadsStatic(app: FastifyInstance, options: { uploadsDir: string }): Promise<void> {
  fs.mkdirSync(options.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    list: false,
    dotfiles: 'deny',
    setHeaders(reply) {
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      reply.header('X-Content-Type-Options', 'nosniff');
    },
  });
}

export const uploadsStaticPlugin = fp(uploadsStatic, { name: 'uploads-static' });
