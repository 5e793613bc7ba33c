/**
 * What the fuzzers of every operation share: the runs, the answer they accept, and the hostile
 * pieces of a request (path segments, queries) they build it from.
 */
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { hostileString } from '../fuzz/arbitraries.ts';
import { listOperations, type Operation } from '../fuzz/operations.ts';

export const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

/** Bounded runs; FUZZ_SEED and FUZZ_PATH replay the run fast-check printed on a failure. */
export const seedSettings = () => ({
  numRuns: RUNS,
  ...(process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED), path: process.env.FUZZ_PATH } : {}),
});

/** Each of `names` ("METHOD /path") is in the OpenAPI document, so the general fuzz sends it too. */
export function expectOperationsListed(app: FastifyInstance, names: string[]): void {
  const listed = listOperations(app).map((operation) => `${operation.method} ${operation.path}`);
  for (const name of names) expect(listed).toContain(name);
}

/** A 2xx/3xx, or a 4xx in the Korean error shape; never a 5xx. */
export function checkAnswer(response: LightMyRequestResponse): void {
  const where = `${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  if (response.statusCode < 400) return;
  expect(response.headers['content-type'], where).toMatch(/^application\/json/);
  const body = response.json() as { error?: { code?: unknown; message?: unknown } };
  expect(Object.keys(body), where).toEqual(['error']);
  expect(typeof body.error?.code, where).toBe('string');
  expect(body.error?.message, where).toMatch(/[가-힣]/);
}

/** A path segment: hostile text, percent-encoded so that the request reaches the router. */
export const segment = hostileString.map((text) => {
  try {
    return encodeURIComponent(text) || '%20';
  } catch {
    return '%ED%A0%80'; // a lone surrogate, as bytes
  }
});

export const query = (names: string[]) =>
  fc
    .dictionary(fc.constantFrom(...names, 'extra', '__proto__'), hostileString, { maxKeys: 4 })
    .map((entries) => new URLSearchParams(entries).toString());

/** The operation's address with its path parameters filled in, and a query. */
export function urlOf(operation: Operation, params: string[], search: string): string {
  let path = operation.path;
  operation.pathParams.forEach((name, index) => {
    path = path.replace(`{${name}}`, params[index] ?? 'x');
  });
  return search ? `${path}?${search}` : path;
}
