import type { ErrorCode } from '#shared/messages/ko.ts';

/**
 * A failure the client should hear about: a code from shared/messages (which gives the
 * Korean text) and the HTTP status. Anything else that is thrown becomes a 500. A rule whose
 * numbers the owner sets (the board's hours and daily limit) gives its own `text` instead.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    /** The Korean text to answer instead of the code's fixed one. */
    readonly text?: string,
  ) {
    super(code);
    this.name = 'AppError';
  }
}
