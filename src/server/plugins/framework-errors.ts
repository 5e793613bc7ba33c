/**
 * Errors Fastify and Node answer before our error handler ever sees the request: a URL that
 * does not decode, a path parameter over the length limit, a request line or headers too
 * long (431), a request that is not HTTP at all. They answer in the same Korean
 * `{error: {code, message}}` shape as everything else, and never echo what was sent.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '#shared/errors.ts';
import { type ErrorCode, messageFor } from '#shared/messages/ko.ts';
import { sendError } from './errors.ts';

/** Fastify's `frameworkErrors` option: bad URL encoding and over-long path parameters. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  sendError(reply, tooLong ? 414 : 400, tooLong ? 'uri_too_long' : 'bad_request');
}

function clientErrorAnswer(code: string | undefined): [number, ErrorCode] {
  if (code === 'HPE_HEADER_OVERFLOW') return [431, 'headers_too_large'];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'request_timeout'];
  return [400, 'bad_request'];
}

/** Fastify's `clientErrorHandler` option: Node could not parse the request. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code] = clientErrorAnswer(error.code);
  const body: ErrorBody = { error: { code, message: messageFor(code) } };
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(text)}\r\n` +
        'Connection: close\r\n\r\n' +
        text,
    );
  }
  socket.destroy();
}
