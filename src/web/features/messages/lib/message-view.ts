/** Words and sample values the 발송함 shows; the preview fills a text with the samples. */
import { renderTemplate } from '#shared/message-template.ts';

export const statusLabels = { waiting: '대기', sent: '발송', failed: '실패', skipped: '건너뜀' } as const;
export const channelLabels = {
  kakao: '알림톡',
  sms: 'SMS',
  lms: 'LMS',
  email: '이메일',
  webhook: '웹훅',
} as const;

const SAMPLES: Record<string, string> = {
  이름: '김민지',
  날짜: '11월 26일',
  시간: '오후 3시',
  미수: '1',
  금액: '200,000원',
  횟수: '4',
  영수증: 'https://학원주소/family/receipt/12',
  기한: '12월 25일',
  남은횟수: '2',
  링크: 'https://학원주소/family/open/…',
  인증번호: '123456',
  결과: '보강권 1회가 생겼습니다.',
  연습: '이번 주 연습 1시간 25분',
};

export function previewText(text: string): string {
  return renderTemplate(text, SAMPLES);
}

const time = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

export function seoulTime(instant: string): string {
  return time.format(new Date(instant));
}
