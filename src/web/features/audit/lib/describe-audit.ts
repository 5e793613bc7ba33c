/** Audit entries in words the owner reads: the action in Korean and the detail in one line. */
import { formatWon } from '#shared/student-rules.ts';

const actionLabels: Record<string, string> = {
  'student.create': '학생 등록',
  'student.update': '학생 정보 수정',
  'student.archive': '학생 삭제',
  'lesson.create': '레슨 기록',
  'lesson.cancel': '레슨 기록 취소',
  'payment.create': '결제',
  'payment.refund': '환불',
  'account.approve': '계정 승인',
  'account.remove': '계정 삭제',
};

export function actionLabel(action: string): string {
  return actionLabels[action] ?? action;
}

type Detail = Record<string, unknown>;

const won = (value: unknown) => (typeof value === 'number' ? formatWon(value) : String(value));

/** The particulars a reader cares about, known keys first in a fixed order; ids are left out. */
export function describeDetail(detail: Detail): string {
  const parts: string[] = [];
  if (typeof detail.status === 'string') parts.push(detail.status);
  if (typeof detail.pay === 'number') parts.push(won(detail.pay));
  if (typeof detail.refund === 'number') parts.push(`환불 ${won(detail.refund)}`);
  if (typeof detail.lesson === 'number') parts.push(`${detail.lesson}회`);
  if (typeof detail.lessons === 'number') parts.push(`${detail.lessons}회 차감`);
  if (typeof detail.change === 'number' && detail.change !== 0)
    parts.push(`잔여 ${detail.change > 0 ? '+' : ''}${detail.change}`);
  if (typeof detail.method === 'string') parts.push(detail.method);
  if (typeof detail.lessonDay === 'string') parts.push(detail.lessonDay);
  const before = detail.before as Detail | undefined;
  const after = detail.after as Detail | undefined;
  if (before && after) {
    for (const key of Object.keys(after)) {
      if (before[key] !== after[key])
        parts.push(`${String(before[key] || '없음')} → ${String(after[key] || '없음')}`);
    }
  }
  if (typeof detail.name === 'string') parts.push(detail.name);
  return parts.join(' · ');
}
