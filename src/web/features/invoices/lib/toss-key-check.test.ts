import { describe, expect, it } from 'vitest';
import { checkTossKeys } from './toss-key-check.ts';

const CK = 'live_ck_AbCdEf0123456789';
const SK = 'live_sk_ZyXwVu9876543210';

describe('checkTossKeys', () => {
  it('takes a pair of API keys of the same mode, or a client key beside the saved secret', () => {
    expect(checkTossKeys(CK, SK, false)).toEqual({});
    expect(
      checkTossKeys('test_ck_D5GePWvyJnrK0W0k6q8gLzN97Eoq', 'test_sk_zXLkKEypNArWmo50nX3lmeaxYG5R', false),
    ).toEqual({});
    expect(checkTossKeys(CK, '', true)).toEqual({});
  });

  it('asks for what is missing', () => {
    expect(checkTossKeys('', '', false)).toEqual({
      clientKey: '클라이언트 키를 입력해 주세요.',
      secretKey: '시크릿 키를 입력해 주세요.',
    });
  });

  it('refuses the widget keys, a key in the wrong field and text that is no key', () => {
    expect(checkTossKeys('test_gck_docs_Ovk5rk1EwkEbP0W43n07xlzm', SK, false).clientKey).toMatch(
      /test_ck_ 또는 live_ck_/,
    );
    expect(checkTossKeys(CK, 'live_gsk_abc', false).secretKey).toMatch(/test_sk_ 또는 live_sk_/);
    expect(checkTossKeys(SK, CK, false)).toEqual({
      clientKey: expect.stringMatching(/test_ck_/),
      secretKey: expect.stringMatching(/test_sk_/),
    });
    expect(checkTossKeys('live_ck_한글', SK, false).clientKey).toMatch(/live_ck_/);
  });

  it('refuses a test key beside a live one', () => {
    expect(checkTossKeys(CK, 'test_sk_zXLkKEypNArWmo50nX3lmeaxYG5R', false)).toEqual({
      secretKey: '클라이언트 키와 시크릿 키는 둘 다 테스트 키이거나 둘 다 라이브 키여야 합니다.',
    });
  });
});
