/**
 * The owner's Toss keys checked before they are sent, said at the field: the payment window
 * takes an "API 개별 연동" client key (`…_ck_…`) and the server its secret key (`…_sk_…`);
 * the 결제위젯 keys (`gck`, `gsk`) and a test key beside a live one do not work here.
 */
import { TOSS_KEY_PATTERN } from '#shared/schemas/toss.ts';

export interface TossKeyErrors {
  clientKey?: string;
  secretKey?: string;
}

const modeOf = (key: string) => key.slice(0, key.indexOf('_'));

/** `secretKey` empty keeps the secret saved before (`hasSecret`). */
export function checkTossKeys(clientKey: string, secretKey: string, hasSecret: boolean): TossKeyErrors {
  const errors: TossKeyErrors = {};
  if (!clientKey) errors.clientKey = '클라이언트 키를 입력해 주세요.';
  else if (!TOSS_KEY_PATTERN.test(clientKey) || !/^(test|live)_ck_/.test(clientKey))
    errors.clientKey =
      '클라이언트 키는 test_ck_ 또는 live_ck_로 시작합니다. 결제위젯 키가 아닌 API 개별 연동 키를 입력해 주세요.';
  if (!secretKey) {
    if (!hasSecret) errors.secretKey = '시크릿 키를 입력해 주세요.';
  } else if (!TOSS_KEY_PATTERN.test(secretKey) || !/^(test|live)_sk_/.test(secretKey)) {
    errors.secretKey =
      '시크릿 키는 test_sk_ 또는 live_sk_로 시작합니다. 결제위젯 키가 아닌 API 개별 연동 키를 입력해 주세요.';
  } else if (!errors.clientKey && modeOf(clientKey) !== modeOf(secretKey)) {
    errors.secretKey = '클라이언트 키와 시크릿 키는 둘 다 테스트 키이거나 둘 다 라이브 키여야 합니다.';
  }
  return errors;
}
