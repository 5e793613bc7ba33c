/**
 * Toss Payments' bank codes (the two-digit codes of its Payment object's `virtualAccount.bankCode`)
 * in the names a family knows, for the account a 가상계좌 is to be paid into.
 */
const TOSS_BANKS: Record<string, string> = {
  '02': '산업은행',
  '03': '기업은행',
  '04': '국민은행',
  '07': '수협은행',
  '11': '농협은행',
  '12': '지역농축협',
  '20': '우리은행',
  '23': 'SC제일은행',
  '27': '씨티은행',
  '31': 'iM뱅크(대구)',
  '32': '부산은행',
  '34': '광주은행',
  '35': '제주은행',
  '37': '전북은행',
  '39': '경남은행',
  '45': '새마을금고',
  '48': '신협',
  '50': '저축은행',
  '64': '산림조합',
  '71': '우체국',
  '81': '하나은행',
  '88': '신한은행',
  '89': '케이뱅크',
  '90': '카카오뱅크',
  '92': '토스뱅크',
};

/** The bank's name, or its code as Toss gave it when the code is not one we know. */
export function tossBankName(code: string): string {
  return TOSS_BANKS[code] ?? `은행 코드 ${code}`;
}
