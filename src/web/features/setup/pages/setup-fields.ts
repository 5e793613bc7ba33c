/** The fields of /setup, in the order a new owner fills them, with their labels and hints. */
import type { FieldPath } from 'react-hook-form';
import type { SetupRequest } from '#shared/schemas/setup.ts';

export type SetupField = FieldPath<SetupRequest>;

export interface SetupFieldSpec {
  name: SetupField;
  label: string;
  type?: 'text' | 'tel' | 'password';
  autoComplete: string;
  hint?: string;
  inputMode?: 'numeric' | 'tel';
}

export const ownerFields: SetupFieldSpec[] = [
  { name: 'owner.name', label: '이름', autoComplete: 'name', hint: '학원 대표자로도 적힙니다.' },
  { name: 'owner.phone', label: '휴대폰 번호', type: 'tel', autoComplete: 'tel', hint: '예: 010-1234-5678' },
  {
    name: 'owner.id',
    label: '아이디',
    autoComplete: 'username',
    hint: '영문 소문자, 숫자, 밑줄(_)로 4~20자',
  },
  { name: 'owner.pw', label: '비밀번호', type: 'password', autoComplete: 'new-password', hint: '8자 이상' },
  { name: 'owner.pwCon', label: '비밀번호 확인', type: 'password', autoComplete: 'new-password' },
];

export const studioFields: SetupFieldSpec[] = [
  { name: 'studio.name', label: '학원 이름', autoComplete: 'organization', hint: '예: 소리샘 음악학원' },
  {
    name: 'studio.phone',
    label: '대표 전화번호',
    type: 'tel',
    autoComplete: 'tel',
    hint: '예: 02-123-4567 (하이픈 없이도 됩니다)',
  },
  { name: 'studio.address', label: '주소', autoComplete: 'street-address', hint: '도로명 주소' },
  {
    name: 'studio.businessNumber',
    label: '사업자등록번호',
    autoComplete: 'off',
    inputMode: 'numeric',
    hint: '예: 123-45-67890 (숫자 10자리)',
  },
];
