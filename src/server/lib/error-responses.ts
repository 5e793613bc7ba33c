/**
 * The error answers a guarded route declares, one set per kind of route, each the last one and
 * one more: `response: { 200: itemResponse, ...recordErrors }`. Every one is the same body
 * (plugins/errors.ts); a route adds what is its own (`429: errorResponse`) beside the set.
 */
import { errorResponse } from '#shared/schemas/common.ts';

/** What the role guard answers: not signed in (401), or not allowed (403). */
export const guardErrors = { 401: errorResponse, 403: errorResponse };

/** A guarded route that reads a body, a query or a path: and it does not parse (400). */
export const inputErrors = { 400: errorResponse, ...guardErrors };

/** A guarded route about one record: and there is none, or none the caller may see (404). */
export const recordErrors = { ...inputErrors, 404: errorResponse };

/** A guarded route that changes a record: and the record's state refuses the change (409). */
export const changeErrors = { ...recordErrors, 409: errorResponse };
