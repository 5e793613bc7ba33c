// biome-ignore lint/complexity/noBannedTypes: filled in by the news migration.
export type NewsTables = {};
