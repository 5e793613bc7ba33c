/**
 * The enquiry limit (DESIGN §1 "rate limits"): at most MAX_ENQUIRIES_PER_WINDOW enquiries per
 * client address in a fixed hour, counted in the rate-limit feature's database buckets. The hit
 * is taken in the enquiry's own transaction, after the form has passed its checks: a refused
 * request (a mistyped phone number, or one over the limit) rolls back and spends nothing, and
 * simultaneous requests queue on the bucket's row, so exactly the limit get through.
 */
import { ENQUIRY_WINDOW_MS, MAX_ENQUIRIES_PER_WINDOW } from '#shared/enquiry-rules.ts';
import type { Db } from '../../db/database.ts';
import { takeHit } from '../rate-limit/index.ts';

export const enquiryLimit = { max: MAX_ENQUIRIES_PER_WINDOW, windowMs: ENQUIRY_WINDOW_MS };

/** The bucket a client's enquiries are counted in (its address as `clientAddress` gives it). */
export function enquiryBucket(address: string): string {
  return `enquiry:${address}`;
}

/** Counts this enquiry and answers whether it is still within the limit. */
export function takeEnquiryAllowance(db: Db, address: string, now: Date): Promise<boolean> {
  return takeHit(db, enquiryBucket(address), enquiryLimit, now);
}
