/**
 * A session's cookie, the staff's and a family's alike: HTTP only, same-site lax, for the whole
 * site. Over HTTPS it carries the __Host- prefix, which pins it to this exact host, path /.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface SessionCookie {
  name: string;
  read(request: FastifyRequest): string | undefined;
  set(reply: FastifyReply, token: string): void;
  clear(reply: FastifyReply): void;
}

export function sessionCookie(plainName: string, secure: boolean, lifetimeMs: number): SessionCookie {
  const name = secure ? `__Host-${plainName}` : plainName;
  const options = { path: '/', httpOnly: true, sameSite: 'lax', secure } as const;
  return {
    name,
    read: (request) => request.cookies[name],
    set: (reply, token) => void reply.setCookie(name, token, { ...options, maxAge: lifetimeMs / 1000 }),
    clear: (reply) => void reply.clearCookie(name, options),
  };
}
