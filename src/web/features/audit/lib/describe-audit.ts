/**
 * Audit entries in words the owner reads: the action in Korean (the table every action the
 * server writes must be in: src/shared/audit-actions.ts), what it was done to by name, and the
 * particulars in a line. Entries written before names were stored (`product:3`) still read as
 * words: the name kept in their detail, or the kind of thing and its number.
 */
import type { AuditEntry } from '#shared/schemas/audit.ts';
import type { Role } from '#shared/schemas/auth.ts';
import { formatSeoulDateTime } from '#shared/time.ts';
import { formatWon } from '#shared/won.ts';
import { roleLabels } from '../../../lib/session.ts';

type Detail = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** What a `kind:id` target of an older entry was, by its kind. */
const kinds: Record<string, string> = { product: '상품', order: '주문', enquiry: '상담 신청' };

/** What a target that is no record but a kind of thing (the whole archive) is called. */
const wholeTargets: Record<string, string> = { backup: '백업 파일', export: '전체 데이터' };

/**
 * Who did it, as the 누가 column says it: a staff account by its name and its id (two teachers
 * may share a name); a family by its name alone, since its id is a sign-in's number that means
 * nothing to the owner.
 */
export function actorIdShown(actorId: string): boolean {
  return !actorId.startsWith('family-');
}

/**
 * What the entry was done to. An account is named by its name with its id, as the actor is;
 * an older entry's `product:3` by the product's name kept in its detail.
 */
export function describeTarget(
  entry: Pick<AuditEntry, 'action' | 'target' | 'detail' | 'actorId' | 'actorName'>,
) {
  const { action, target, detail } = entry;
  const old = /^([a-z]+):(\d+)$/.exec(target);
  if (old) {
    const [, kind, id] = old;
    if (kind === 'product' && text(detail.name)) return text(detail.name)!;
    if (kind === 'order' && text(detail.productName)) return `${detail.productName} 주문`;
    if (kind === 'enquiry' && text(detail.name)) return `${detail.name}님 상담 신청`;
    return `${kinds[kind!] ?? '항목'} ${id}번`;
  }
  if (action.startsWith('account.')) {
    const name = target === entry.actorId ? entry.actorName : text(detail.name);
    return name && name !== target ? `${name} (${target})` : target;
  }
  if (action === 'backup.download' || action === 'data.export') return wholeTargets[target] ?? target;
  return target;
}

/** A value of several lines (opening hours) on one line. */
const oneLine = (value: unknown) =>
  value === '' || value === null || value === undefined ? '없음' : String(value).replace(/\s*\n\s*/g, ' / ');

/** The names of the fields a change of a student, a lesson or a payment says before and after. */
const changeLabels: Record<string, string> = {
  status: '상태',
  name: '이름',
  phone: '전화번호',
  lesson: '남은 레슨',
  instrument: '악기',
  level: '수준',
  fee: '수강료',
  // The server keeps a memo's length only (its words are the teacher's).
  memo: '메모',
};

/** Fields whose change the action's own words already say (결제 취소 = voided). */
const saidByAction = new Set(['voided', 'deleted']);

export interface DetailContext {
  /** The entry's action: some keys mean one thing for one action and another for the next. */
  action?: string;
  /** For a section of the studio's content, what it calls its fields. */
  fieldLabels?: Record<string, string>;
  /** What the target column already says (a name is not said twice). */
  target?: string;
}

/** Where `lesson` is the student's remaining count, not a payment's lessons. */
const remainingActions = new Set(['student.create', 'student.archive', 'student.restore']);

/**
 * The particulars a reader cares about, one by one, known keys first in a fixed order; ids are
 * left out. For a section of the studio's content, `fieldLabels` names its fields: the entry then
 * says which version it published and each changed field's value before and after (the audit page
 * puts those on lines of their own).
 */
export function detailParts(detail: Detail, { action, fieldLabels, target }: DetailContext = {}): string[] {
  const parts: string[] = [];
  if (fieldLabels && typeof detail.version === 'number') {
    parts.push(
      typeof detail.restoredFrom === 'number'
        ? `버전 ${detail.version} (버전 ${detail.restoredFrom}의 내용)`
        : `버전 ${detail.version}`,
    );
  }
  // A booking deleted by staff, or a lesson of the timetable: its day, room and hour.
  if (typeof detail.date === 'string') parts.push(detail.date);
  if (typeof detail.day === 'string') parts.push(`${detail.day}요일`);
  if (text(detail.roomName)) parts.push(String(detail.roomName));
  if (typeof detail.time === 'number') parts.push(`${detail.time}시`);
  if (typeof detail.type === 'string') parts.push(detail.type);
  if (typeof detail.status === 'string') parts.push(detail.status);
  if (typeof detail.pay === 'number') parts.push(formatWon(detail.pay));
  if (typeof detail.price === 'number') parts.push(formatWon(detail.price));
  if (typeof detail.refund === 'number') parts.push(`환불 ${formatWon(detail.refund)}`);
  if (typeof detail.lesson === 'number')
    parts.push(
      action && remainingActions.has(action) ? `남은 레슨 ${detail.lesson}회` : `${detail.lesson}회`,
    );
  if (typeof detail.lessons === 'number') parts.push(`${detail.lessons}회 차감`);
  if (typeof detail.change === 'number' && detail.change !== 0)
    parts.push(`잔여 ${detail.change > 0 ? '+' : ''}${detail.change}`);
  if (typeof detail.method === 'string') parts.push(detail.method);
  // A new student's profile.
  for (const key of ['instrument', 'level', 'fee'] as const) {
    if (text(detail[key])) parts.push(`${changeLabels[key]} ${detail[key]}`);
  }
  if (typeof detail.lessonDay === 'string') parts.push(detail.lessonDay);
  if (typeof detail.payDay === 'string') parts.push(`결제일 ${detail.payDay}`);
  if (typeof detail.from === 'string' && typeof detail.to === 'string')
    parts.push(`${detail.from} → ${detail.to}`);
  const before = detail.before as Detail | undefined;
  const after = detail.after as Detail | undefined;
  if (before && after) {
    for (const key of Object.keys(after)) {
      if (before[key] === after[key] || saidByAction.has(key)) continue;
      const change = `${oneLine(before[key])} → ${oneLine(after[key])}`;
      const label = fieldLabels ? (fieldLabels[key] ?? key) : changeLabels[key];
      parts.push(label ? `${label}: ${change}` : change);
    }
    // A deleted lesson record: the status it had.
    if (after.deleted === true && typeof before.status === 'string')
      parts.push(`지운 기록: ${before.status}`);
  }
  const balance = detail.balance;
  if (typeof balance === 'number') parts.push(`남은 레슨 ${balance}회`);
  else if (balance && typeof balance === 'object') {
    const { before: was, after: now } = balance as Detail;
    if (typeof was === 'number' && typeof now === 'number' && was !== now)
      parts.push(`남은 레슨 ${was} → ${now}회`);
  }
  if (typeof detail.endedSessions === 'number') parts.push(`다른 기기 ${detail.endedSessions}곳 로그아웃`);
  if (typeof detail.expiresAt === 'string') parts.push(`${formatSeoulDateTime(detail.expiresAt)}까지 유효`);
  if (typeof detail.replaced === 'number' && detail.replaced > 0) parts.push('이전 링크는 무효');
  if (typeof detail.role === 'string') parts.push(roleLabels[detail.role as Role] ?? detail.role);
  // The name the target column already says is not said twice.
  if (typeof detail.name === 'string' && !target?.includes(detail.name)) parts.push(detail.name);
  if (text(detail.reason)) parts.push(`사유: ${oneLine(detail.reason)}`);
  return parts;
}
