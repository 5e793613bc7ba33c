import { paths } from '../../config/paths.ts';

/** The public part of the top menu, in the spec's order. */
export const publicLinks = [
  { to: paths.director, label: '원장 소개' },
  { to: paths.facility, label: '시설 안내' },
  { to: paths.news.list, label: '학원 소식' },
  { to: paths.curriculum, label: '교육 과정' },
  { to: paths.address, label: '오시는 길' },
  { to: paths.booking.board, label: '연습실 현황' },
] as const;
