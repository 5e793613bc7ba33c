import type { ErrorCode } from './messages/ko.ts';

/** The body of every 4xx/5xx answer of the API. */
export interface ErrorBody {
  error: { code: ErrorCode; message: string };
}

export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && 'code' in error && 'message' in error;
}
