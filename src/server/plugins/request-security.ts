/**
 * Cross-site request forgery defence for a cookie-authenticated API: a request that changes
 * anything must come from our own pages (Sec-Fetch-Site / Origin) and carry JSON or multipart.
 * Browsers let any site send text/plain or form posts with our cookie; they cannot forge
 * these headers. Clients that send neither header (curl, server-to-server) are not browsers
 * and cannot ride a visitor's cookie, so they pass the origin check.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { sendError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ACCEPTED_BODY_TYPES = ['application/json', 'multipart/form-data'];

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

function isAcceptedBodyType(request: FastifyRequest): boolean {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  return ACCEPTED_BODY_TYPES.includes(type);
}

function isSameOrigin(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite === 'same-origin' || fetchSite === 'none';
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  const ownOrigin = `${request.protocol}://${request.host}`;
  return origin === ownOrigin || origin === publicUrl;
}

async function requestSecurity(app: FastifyInstance, options: { config: Config }): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!isSameOrigin(request, options.config.publicUrl)) return sendError(reply, 403, 'cross_origin');
    if (hasBody(request) && !isAcceptedBodyType(request)) {
      return sendError(reply, 415, 'unsupported_media_type');
    }
  });
}

export const requestSecurityPlugin = fp(requestSecurity, { name: 'request-security' });
