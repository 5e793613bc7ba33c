/**
 * The page a sign-in link shows when it does not open: plain HTML in Korean, no script, saying
 * what happened and what to do. It is the server's own, since the link is opened before any
 * part of the app is loaded, often in KakaoTalk's in-app browser.
 */
import type { LinkRefusal } from './family-links.queries.ts';

const texts: Record<LinkRefusal, { title: string; body: string }> = {
  used: {
    title: '이미 사용한 링크입니다',
    body: '이 링크는 한 번만 열 수 있습니다. 처음 연 휴대폰에서는 가족 페이지가 계속 열립니다. 다른 휴대폰에서 보려면 선생님께 새 링크를 요청해 주세요.',
  },
  expired: {
    title: '기한이 지난 링크입니다',
    body: '링크는 만든 뒤 7일 안에 열어야 합니다. 선생님께 새 링크를 요청해 주세요.',
  },
  revoked: {
    title: '해제된 링크입니다',
    body: '선생님이 이 링크의 연결을 해제했습니다. 필요하면 선생님께 새 링크를 요청해 주세요.',
  },
  unknown: {
    title: '찾을 수 없는 링크입니다',
    body: '주소가 잘렸거나 잘못 복사되었을 수 있습니다. 받은 메시지의 링크 전체를 다시 열거나, 선생님께 새 링크를 요청해 주세요.',
  },
};

/** The HTTP status of each refusal: gone for a link that existed, not found otherwise. */
export const refusalStatus: Record<LinkRefusal, number> = {
  used: 410,
  expired: 410,
  revoked: 410,
  unknown: 404,
};

export function enterRefusalPage(refusal: LinkRefusal): string {
  const { title, body } = texts[refusal];
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>
body{font-family:system-ui,-apple-system,"Apple SD Gothic Neo","Noto Sans KR",sans-serif;margin:0;padding:2rem 1.25rem;color:#1f2328;background:#fafaf7;line-height:1.6}
main{max-width:28rem;margin:0 auto}
h1{font-size:1.35rem;margin:0 0 1rem}
p{margin:0 0 1rem;font-size:1.05rem}
a{color:#1d4ed8}
</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${body}</p>
<p><a href="/family">가족 페이지로 가기</a></p>
</main>
</body>
</html>
`;
}
