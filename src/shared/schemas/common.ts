import { z } from 'zod';
import type { ErrorCode } from '../messages/ko.ts';

/** The error body every route declares for its 4xx/5xx answers (see errors.ts). */
export const errorResponse = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});

/**
 * The largest id there is: ids are PostgreSQL `integer` columns (SQLite's rowids fit the same
 * range). A larger number is no id of ours, and the database would refuse it with an error of
 * its own, so it is refused as input first.
 */
export const ID_MAX = 2_147_483_647;

/**
 * Every integer id the API accepts (a post, a product, an order, a payment, a lesson, a memo, a
 * student …), in a JSON body: a whole number from 1 to ID_MAX. `code` is the refusal's error
 * code where the route has a message of its own.
 */
export function idField(code: ErrorCode = 'invalid_input') {
  return wholeNumber(code, 1, ID_MAX).meta({ description: `번호 (1–${ID_MAX})` });
}

/** A whole number from `min` to `max`; anything else (text, 1.5, NaN, a number out of range) is `code`. */
export function wholeNumber(code: ErrorCode, min: number, max: number) {
  return z.number({ error: code }).int({ error: code }).min(min, { error: code }).max(max, { error: code });
}

/**
 * The same id in a path or a query string: written in digits only (`12`, not `1e1`, ` 12` or
 * `0x0c`), then held to idField's range.
 */
export function idParam(code: ErrorCode = 'invalid_input') {
  return z
    .string({ error: code })
    .regex(/^\d{1,10}$/, { error: code })
    .transform(Number)
    .pipe(idField(code));
}

/** `/…/:id` */
export const idParams = z.object({ id: idParam() });

/** `?page=` of a paged list: the first page when absent, and no further than page 100 000. */
export function pageNumber() {
  return z.coerce
    .number({ error: 'invalid_input' })
    .int({ error: 'invalid_input' })
    .min(1, { error: 'invalid_input' })
    .max(100_000, { error: 'invalid_input' })
    .default(1);
}

/** One page of a list: its items, which page it is, how many a page holds and how many there are. */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  });
}
