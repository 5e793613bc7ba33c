/** An instant as a Seoul date and time: `2026-11-21 10:05`. */
export function seoulDateTime(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** Route params are text; only a whole number in the database's range is a product number. */
export function parseIdx(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const idx = Number(value);
  return idx >= 1 && idx <= 2_147_483_647 ? idx : null;
}
