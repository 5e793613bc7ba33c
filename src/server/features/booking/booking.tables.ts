// biome-ignore lint/complexity/noBannedTypes: filled in by the booking migration.
export type BookingTables = {};
