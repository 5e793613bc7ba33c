/** Audit entries in words the owner reads: the action in Korean and the detail in one line. */
import { siteSectionSchemas } from '#shared/schemas/site-content.ts';
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
  'account.password': '비밀번호 변경',
  'account.sessions_end': '다른 기기 로그아웃',
};

/** `site.studio.publish` → its section's key and what was done, for any section of the studio's content. */
export function siteAction(action: string): { key: string; restore: boolean } | null {
  const match = /^site\.([A-Za-z]+)\.(publish|restore)$/.exec(action);
  if (!match || !Object.hasOwn(siteSectionSchemas, match[1]!)) return null;
  return { key: match[1]!, restore: match[2] === 'restore' };
}

export function actionLabel(action: string): string {
  const site = siteAction(action);
  if (site) {
    const { label } = siteSectionSchemas[site.key as keyof typeof siteSectionSchemas];
    return `${label} ${site.restore ? '되돌림' : '게시'}`;
  }
  return actionLabels[action] ?? action;
}

type Detail = Record<string, unknown>;

const won = (value: unknown) => (typeof value === 'number' ? formatWon(value) : String(value));

/** A value of several lines (opening hours) on one line. */
const oneLine = (value: unknown) => String(value || '없음').replace(/\s*\n\s*/g, ' / ');

/**
 * The particulars a reader cares about, known keys first in a fixed order; ids are left out.
 * For a section of the studio's content, `fieldLabels` names its fields: the entry then says
 * which version it published and each changed field's value before and after.
 */
export function describeDetail(detail: Detail, fieldLabels?: Record<string, string>): string {
  return detailParts(detail, fieldLabels).join(' · ');
}

/** The same particulars one by one: the audit page puts a section's changed fields on lines of their own. */
export function detailParts(detail: Detail, fieldLabels?: Record<string, string>): string[] {
  const parts: string[] = [];
  if (fieldLabels && typeof detail.version === 'number') {
    parts.push(
      typeof detail.restoredFrom === 'number'
        ? `버전 ${detail.version} (버전 ${detail.restoredFrom}의 내용)`
        : `버전 ${detail.version}`,
    );
  }
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
      if (before[key] === after[key]) continue;
      const change = `${oneLine(before[key])} → ${oneLine(after[key])}`;
      parts.push(fieldLabels ? `${fieldLabels[key] ?? key}: ${change}` : change);
    }
  }
  if (typeof detail.endedSessions === 'number') parts.push(`다른 기기 ${detail.endedSessions}곳 로그아웃`);
  if (typeof detail.name === 'string') parts.push(detail.name);
  return parts;
}
