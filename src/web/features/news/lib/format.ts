import { seoulDate } from '#shared/time.ts';

/** A post's written date as the spec shows it: `yyyy-mm-dd` in Asia/Seoul. */
export function postDate(writeDay: string): string {
  return seoulDate(new Date(writeDay));
}
