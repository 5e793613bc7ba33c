/** Accounts, sessions and roles (spec §8). */
export const authMessages = {
  'auth.required': '로그인이 필요합니다.',
  'auth.forbidden': '이 기능을 사용할 권한이 없습니다.',
  'auth.pending': '원장님의 승인을 기다리고 있습니다.',
} as const;
