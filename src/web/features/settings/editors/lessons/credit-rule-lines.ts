/**
 * What each make-up and validity rule's number does, in one Korean sentence (DESIGN §4
 * "Calendar"), as the owner types it; a number outside the rule's range says nothing (the
 * field's own refusal speaks then).
 */
import {
  CREDIT_DAYS_MAX,
  MONTHLY_CAP_MAX,
  NOTICE_HOURS_MAX,
  PACKAGE_DAYS_MAX,
} from '#shared/makeup-rules.ts';

const within = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

export function noticeLine(hours: number): string {
  if (!within(hours, 0, NOTICE_HOURS_MAX)) return '';
  if (hours === 0) return '0시간: 수업 시작 전에만 알리면 사전취소에 보강권이 생깁니다.';
  const days = hours % 24 === 0 ? ` (${hours / 24}일)` : '';
  return `${hours}시간${days}: 수업 시작 ${hours}시간 전까지 알린 사전취소에 보강권이 생기고, 그보다 늦으면 생기지 않습니다.`;
}

export function creditDaysLine(days: number): string {
  if (!within(days, 1, CREDIT_DAYS_MAX)) return '';
  return `${days}일: 빠진 수업 날부터 ${days}일 안에 보강을 잡아야 합니다. 지나면 만료로 남습니다.`;
}

export function monthlyCapLine(cap: number): string {
  if (!within(cap, 0, MONTHLY_CAP_MAX)) return '';
  if (cap === 0) return '0회: 학생 사정의 사전취소에는 보강권이 생기지 않습니다. 강사사정은 언제나 생깁니다.';
  return `${cap}회: 학생 사정의 사전취소로는 한 달에 ${cap}장까지 받고, 그다음 사전취소에는 생기지 않습니다. 강사사정은 세지 않습니다.`;
}

export function packageDaysLine(days: number): string {
  if (!within(days, 0, PACKAGE_DAYS_MAX)) return '';
  if (days === 0) return '0일: 결제한 레슨에 유효기간을 두지 않습니다. 결제할 때 따로 정할 수 있습니다.';
  return `${days}일: 결제일부터 ${days}일 동안 쓸 수 있습니다. 휴원일만큼 늘어나고, 결제할 때 바꿀 수 있습니다.`;
}
