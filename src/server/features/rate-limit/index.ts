/** The rate-limit feature's door: what other features, plugins/ and app.ts may use of it. */
export { rateLimitPlugin } from './rate-limit.plugin.ts';
export { type Limit, pruneBuckets, resetBucket, returnHit, takeHit } from './rate-limit.queries.ts';
