import type { ErrorCode } from '#shared/messages/ko.ts';

/**
 * A failure the client should hear about: a code from shared/messages (which gives the
 * Korean text) and the HTTP status. Anything else that is thrown becomes a 500.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
  ) {
    super(code);
    this.name = 'AppError';
  }
}
