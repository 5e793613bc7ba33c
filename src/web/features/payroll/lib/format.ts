/** `2026년 10월` from `2026-10`. */
export function monthName(month: string): string {
  return `${Number(month.slice(0, 4))}년 ${Number(month.slice(5, 7))}월`;
}
