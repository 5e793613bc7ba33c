/** The text a teacher pastes into KakaoTalk with a sign-in link. */
import { formatSeoulDateTime } from '#shared/time.ts';

export function kakaoLinkText(studentName: string, url: string, expiresAt: string): string {
  return [
    `[${studentName} 학생 가족 페이지]`,
    '남은 레슨, 다음 레슨 일정, 결제 영수증을 보고 결석을 알릴 수 있는 페이지입니다.',
    '아래 링크를 휴대폰에서 한 번 열면 로그인됩니다 (비밀번호 없음).',
    url,
    `링크는 ${formatSeoulDateTime(expiresAt)}까지, 한 번만 열 수 있습니다.`,
  ].join('\n');
}
