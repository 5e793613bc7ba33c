/** Reading the `{ error: { code, message } }` answer every refusal gives. */
import { expect } from 'vitest';
import { type ErrorCode, messageFor } from '#shared/messages/ko.ts';
import type { SignedIn } from './sign-in.ts';

type Answer = { statusCode: number; json(): unknown };

/** The refusal's `{ code, message }`. */
export const errorOf = (response: Pick<Answer, 'json'>) =>
  (response.json() as { error: { code: string; message: string } }).error;

/** A refusal as `[status, code]`. */
export const statusAndCode = (response: Answer) => [response.statusCode, errorOf(response).code];

/** The whole body of a refusal of `code`, with its Korean message. */
export const refusalBody = (code: ErrorCode) => ({ error: { code, message: messageFor(code) } });

/**
 * Sends every request as each person in turn, one after another, and expects each refused with
 * that person's status and the Korean refusal of their code.
 */
export async function expectEachRefused(
  people: readonly (readonly [SignedIn | null, number, ErrorCode])[],
  requests: readonly ((who: SignedIn | null) => Promise<Answer>)[],
): Promise<void> {
  for (const [who, status, code] of people)
    for (const request of requests) {
      const response = await request(who);
      expect([response.statusCode, response.json()]).toEqual([status, refusalBody(code)]);
    }
}
