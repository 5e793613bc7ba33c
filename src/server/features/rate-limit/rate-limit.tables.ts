/** One counter per key (e.g. `login:ip:203.0.113.5`) for the window that ends at `window_ends`. */
export interface RateBucketsTable {
  key: string;
  hits: number;
  /** ISO-8601 UTC; once passed, the next hit starts a new window at 1. */
  window_ends: string;
}

export interface RateLimitTables {
  rate_buckets: RateBucketsTable;
}
