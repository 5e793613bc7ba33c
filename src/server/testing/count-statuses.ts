/** How many answers of each status a race gave: `{ 201: 1, 409: 49 }`, to compare exactly. */
export function countStatuses(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
