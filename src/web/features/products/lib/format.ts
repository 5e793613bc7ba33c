import { formatSeoulStamp } from '#shared/time.ts';

/** An instant as a Seoul date and time: `2026-11-21 10:05`. */
export const seoulDateTime = (iso: string): string => formatSeoulStamp(iso).slice(0, 16);

/** Route params are text; only a whole number in the database's range is a product number. */
export function parseIdx(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const idx = Number(value);
  return idx >= 1 && idx <= 2_147_483_647 ? idx : null;
}
