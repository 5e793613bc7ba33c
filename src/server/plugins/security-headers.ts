/**
 * The security headers of every answer (CSP, HSTS, frame and sniffing rules…), as
 * @fastify/helmet writes them for our options, worked out once at start instead of per request:
 * the plugin calls helmet anew on every request, which parses the whole policy again and sets
 * a dozen headers one by one on the raw response — a sizeable part of a small API answer's
 * time (decision 051). The headers do not depend on the request, so a throwaway instance with
 * the plugin answers once, and its headers are what each reply starts with; a route may still
 * set its own over them, as it could over helmet's.
 */
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * What a script, stylesheet or font file needs of them: never a document, it has no use for a
 * page's policy (CSP, framing, referrer, opener), while each of those headers is sent again with
 * every file, uncompressed over HTTP/1.1 — about 600 bytes of a 500-byte chunk (decision 057).
 * It keeps what protects the file itself: no type sniffing, no use by another site, and HSTS.
 */
const SUBRESOURCE_HEADERS = [
  'x-content-type-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
];

/** Built scripts and stylesheets, and font subsets: files no browser shows as a page. */
export function isSubresourceFile(url: string): boolean {
  return /^\/(assets\/[^?#]+\.(js|css|woff2)|fonts\/[^?#/]+\.(woff2|css))([?#]|$)/.test(url);
}

/** Headers Fastify writes itself: not helmet's. */
const OWN_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/** The headers @fastify/helmet sets with `options`, by name. */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(fastifyHelmet, options);
  probe.get('/', async () => '');
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (!OWN_HEADERS.has(name) && value !== undefined) headers[name] = String(value);
  }
  return headers;
}

async function securityHeaders(app: FastifyInstance, options: FastifyHelmetOptions): Promise<void> {
  const headers = await helmetHeaders(options);
  const subresourceHeaders = Object.fromEntries(
    Object.entries(headers).filter(([name]) => SUBRESOURCE_HEADERS.includes(name)),
  );
  app.decorate('securityHeaders', headers);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isSubresourceFile(request.url) ? subresourceHeaders : headers);
    done();
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What every answer carries; a route that writes its own response (hijack) sends them too. */
    securityHeaders: Readonly<Record<string, string>>;
  }
}

export const securityHeadersPlugin = fp(securityHeaders, { name: 'security-headers' });
