/**
 * One place that turns every failure into `{ error: { code, message } }` with Korean text:
 * our AppErrors, schema validation, body-parser and rate-limit errors, and constraint
 * violations the database caught. Internals of 5xx answers are logged, never sent.
 */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '#shared/errors.ts';
import { type ErrorCode, isErrorCode, messageFor } from '#shared/messages/ko.ts';
import { AppError } from '../app-error.ts';
import { isForeignKeyViolation, isUniqueViolation, isUnstorableText } from '../db/constraint-errors.ts';

export function sendError(
  reply: FastifyReply,
  statusCode: number,
  code: ErrorCode,
  message = messageFor(code),
): FastifyReply {
  const body: ErrorBody = { error: { code, message } };
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

/** Schemas in src/shared carry error codes as their messages; the first one found wins. */
function validationCode(error: FastifyError): ErrorCode {
  const found = error.validation?.find((issue) => isErrorCode(issue.message));
  return found && isErrorCode(found.message) ? found.message : 'invalid_input';
}

const statusCodes: Record<number, ErrorCode> = {
  404: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

async function errors(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(reply, error.statusCode, error.code, error.text);
    if (hasZodFastifySchemaValidationErrors(error)) return sendError(reply, 400, validationCode(error));
    if (isUniqueViolation(error)) return sendError(reply, 409, 'conflict');
    // A row others still point at (an account with posts): refuse, and lose nothing.
    if (isForeignKeyViolation(error)) return sendError(reply, 409, 'in_use');
    if (isUnstorableText(error)) return sendError(reply, 400, 'text_control');

    const status = error.statusCode ?? 500;
    const known = statusCodes[status];
    if (known) return sendError(reply, status, known);
    if (status >= 400 && status < 500) return sendError(reply, status, 'invalid_input');

    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, 'internal');
  });
}

export const errorsPlugin = fp(errors, { name: 'errors' });
