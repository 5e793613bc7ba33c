/**
 * The events the studio sends messages for (docs/decisions/046), with the variables each may
 * use in its text, its default Korean text, and whether it answers what a person just did
 * (urgent: sent at once even at night) or is a notice the studio schedules (held through quiet
 * hours). All are informational messages (정보성), sent only to contacts who consented to those;
 * none is advertising.
 */

export interface MessageEventDefinition {
  /** What the owner reads in the 발송함 and the settings. */
  label: string;
  /** The variables its text may name as `#{이름}`; the sender of the event supplies each. */
  variables: readonly string[];
  defaultText: string;
  /** An answer to what a person just did: due at once, even at night. */
  urgent?: true;
  /** Its text holds a credential (a link or a code that opens a family session). */
  signIn?: true;
  /** Off until the owner turns it on (an event without a setting is otherwise on). */
  offByDefault?: true;
  /**
   * Variables that carry a credential other than a sign-in (a bill's pay link): kept whole in
   * the outbox only while the message waits to go; the text it keeps, what staff read and the
   * row once it has gone (or failed for good) hold them without their secret part.
   */
  credentials?: readonly string[];
  /**
   * Variables said only when there is something to say: empty, or missing from a message
   * written before the variable existed, they read as nothing (and take their space along).
   */
  blanks?: readonly string[];
}

const definitions = {
  'lesson-reminder': {
    label: '수업 전날 알림',
    // 연습: "이번 주 연습 1시간 25분" when the family logged practice this week, else nothing.
    variables: ['이름', '날짜', '시간', '연습'],
    defaultText:
      '#{이름}님, 내일(#{날짜}) #{시간}에 레슨이 있습니다. 오시기 어려우면 미리 알려 주세요. #{연습}',
    blanks: ['연습'],
  },
  'lessons-low': {
    label: '남은 레슨 1회',
    variables: ['이름'],
    defaultText: '#{이름}님의 남은 레슨이 1회입니다. 다음 수강 등록을 준비해 주세요.',
  },
  'lessons-out': {
    label: '남은 레슨 0회·미수',
    variables: ['이름', '미수'],
    defaultText: '#{이름}님의 남은 레슨이 없습니다 (미수 #{미수}회). 수강료 결제를 부탁드립니다.',
  },
  'payment-received': {
    label: '결제 확인',
    variables: ['이름', '금액', '횟수', '영수증'],
    defaultText: '#{이름}님의 수강료 #{금액} (#{횟수}회) 결제가 확인되었습니다. 영수증: #{영수증}',
    urgent: true,
  },
  'credit-granted': {
    label: '보강권 발급',
    variables: ['이름', '날짜', '기한'],
    defaultText: '#{이름}님의 #{날짜} 레슨 결석으로 보강권 1회가 생겼습니다. #{기한}까지 쓸 수 있습니다.',
  },
  'credit-expiring': {
    label: '보강권 만료 3일 전',
    variables: ['이름', '기한'],
    defaultText: '#{이름}님의 보강권이 #{기한}에 만료됩니다. 그 전에 보강 레슨을 잡아 주세요.',
  },
  'package-expiring': {
    label: '수강 기간 만료 7일 전',
    variables: ['이름', '기한', '남은횟수'],
    defaultText: '#{이름}님의 결제 레슨 #{남은횟수}회의 유효기간이 #{기한}에 끝납니다.',
  },
  'family-link': {
    label: '가족 페이지 접속 링크',
    variables: ['이름', '링크', '기한'],
    defaultText: '#{이름}님의 가족 페이지 접속 링크입니다. #{기한}까지 한 번 쓸 수 있습니다. #{링크}',
    urgent: true,
    signIn: true,
  },
  'family-code': {
    label: '가족 페이지 인증번호',
    variables: ['인증번호'],
    defaultText: '가족 페이지 인증번호는 [#{인증번호}]입니다. 10분 안에 입력해 주세요.',
    urgent: true,
    signIn: true,
  },
  'absence-received': {
    label: '결석 신청 접수',
    variables: ['이름', '날짜', '결과'],
    defaultText: '#{이름}님의 #{날짜} 레슨 결석 신청을 받았습니다. #{결과}',
    urgent: true,
  },
  // To the teacher's own phone, and only to a teacher who asked for it (docs/decisions/066).
  'family-to-teacher': {
    label: '선생님께: 가족의 보강 예약·결석 신청',
    variables: ['이름', '내용'],
    defaultText: '[학원 알림] #{이름} 가족: #{내용}',
    urgent: true,
  },
  'lesson-note': {
    label: '레슨 노트 공유',
    variables: ['이름', '날짜', '과제'],
    defaultText:
      '#{이름}님의 #{날짜} 레슨 노트입니다. 과제: #{과제} 자세한 내용은 가족 페이지에서 볼 수 있습니다.',
    offByDefault: true,
  },
  // To the owner's own phone: a restore drill failed, or the newest copy off the machine is old.
  'backup-alert': {
    label: '원장님께: 백업 경고 (복원 훈련 실패·오래된 백업)',
    variables: ['내용'],
    defaultText: '[학원 백업] #{내용} 사이트 관리 → 백업에서 확인해 주세요.',
  },
  // A bill made (one or the month's batch): its link opens the bill to pay without signing in.
  invoice: {
    label: '청구서 (결제 링크)',
    variables: ['이름', '금액', '기한', '링크'],
    defaultText:
      '#{이름}님의 청구서입니다. 금액 #{금액}, 납부 기한 #{기한}. 아래 링크에서 확인하고 결제해 주세요. #{링크}',
    credentials: ['링크'],
  },
} satisfies Record<string, MessageEventDefinition>;

export type MessageEvent = keyof typeof definitions;
export const messageEvents: Record<MessageEvent, MessageEventDefinition> = definitions;
/** Every event, in the order above (the pages' and the API's order). */
export const MESSAGE_EVENTS = Object.keys(messageEvents) as [MessageEvent, ...MessageEvent[]];

/** Whether an event with no setting of the owner's is sent. */
export function enabledByDefault(event: MessageEvent): boolean {
  return messageEvents[event].offByDefault !== true;
}

export function isMessageEvent(value: unknown): value is MessageEvent {
  return typeof value === 'string' && (MESSAGE_EVENTS as readonly string[]).includes(value);
}

/** What a credential's secret part (the last part of its link) reads as once it is hidden. */
export const HIDDEN_PART = '(보안상 가림)';

/** A credential variable's value without its secret: the link's last path part hidden. */
function hideSecret(value: string): string {
  return value.replace(/[^/]+$/, HIDDEN_PART);
}

/** The event's variables with each credential's secret part hidden. */
export function hideCredentials(event: string, variables: Record<string, string>): Record<string, string> {
  const names = isMessageEvent(event) ? (messageEvents[event].credentials ?? []) : [];
  if (names.length === 0) return variables;
  return Object.fromEntries(
    Object.entries(variables).map(([name, value]) => [
      name,
      names.includes(name) ? hideSecret(value) : value,
    ]),
  );
}

/** A rendered text with the credentials it was rendered from hidden in it. */
export function hideCredentialsIn(event: string, text: string, variables: Record<string, string>): string {
  const names = isMessageEvent(event) ? (messageEvents[event].credentials ?? []) : [];
  let hidden = text;
  for (const name of names) {
    const value = variables[name];
    if (value) hidden = hidden.split(value).join(hideSecret(value));
  }
  return hidden;
}

/** What staff read in place of a sign-in message's text. */
export const WITHHELD_TEXT = '가족 로그인에 쓰는 링크·인증번호가 담긴 문구라 보안을 위해 표시하지 않습니다.';

/**
 * A message's text as staff may read it: the 발송함, its API and the data export alike. A
 * sign-in message shows only that it went — with its link or code, anyone holding a staff
 * account could open the family's session. A family without a sender gets a link from the
 * student page's 가족 연결 instead.
 */
export function textForStaff(event: string, text: string): string {
  return isMessageEvent(event) && messageEvents[event].signIn ? WITHHELD_TEXT : text;
}
