/** Accounts, sessions and roles (spec §2 "Login", "Sign-up", §5, §8). */
export const authMessages = {
  'auth.required': '로그인이 필요합니다.',
  'auth.forbidden': '이 기능을 사용할 권한이 없습니다.',
  'auth.pending': '원장님의 승인을 기다리고 있습니다.',
  'auth.other_teacher': '다른 선생님의 학생과 기록은 보거나 관리할 수 없습니다.',
  // Spec §8: the login texts, word for word.
  'auth.login_incomplete': '모든 항목을 입력하세요.',
  'auth.invalid_credentials': '아이디와 비밀번호가 일치하지 않습니다.',
  'auth.login_failed': '로그인에 실패했습니다.',
  'auth.too_many_attempts': '로그인 시도가 너무 많습니다. 15분 후에 다시 시도해 주세요.',
  // Spec §5 / §8: the sign-up texts.
  'auth.join_incomplete': '모든 항목을 입력하세요.',
  // Sign-up opens once the studio's first-run setup has made the owner.
  'auth.setup_needed':
    '아직 학원의 처음 설정이 끝나지 않아 회원가입을 받을 수 없습니다. 원장님이 설정을 마친 뒤에 가입해 주세요.',
  'auth.password_mismatch': '비밀번호가 일치하지 않습니다.',
  'auth.id_taken': '이미 사용 중인 아이디입니다.',
  'auth.id_format': '아이디는 영문 소문자, 숫자, 밑줄(_)로 4~20자여야 합니다.',
  'auth.password_length': '비밀번호는 8자 이상 128자 이하로 입력하세요.',
  'auth.password_common': '너무 흔한 비밀번호입니다. 다른 비밀번호를 사용하세요.',
  'auth.phone_format': '휴대폰 번호를 확인하세요. (예: 010-1234-5678)',
  'auth.name_length': '이름은 50자 이하로 입력하세요.',
  'auth.consent_required': '개인정보 수집·이용에 동의해야 가입할 수 있습니다.',
  'auth.account_not_found': '계정을 찾을 수 없습니다.',
  'auth.cannot_remove_self': '원장 계정은 삭제할 수 없습니다.',
  'auth.not_pending': '승인 대기 중인 계정이 아닙니다.',
  // 내 계정 (/account): the password change.
  'auth.wrong_password': '현재 비밀번호가 맞지 않습니다.',
  'auth.password_unchanged': '새 비밀번호가 지금 비밀번호와 같습니다. 다른 비밀번호를 입력하세요.',
  'auth.password_changed_elsewhere':
    '다른 곳에서 먼저 비밀번호가 바뀌었습니다. 바뀐 비밀번호로 다시 로그인해 주세요.',
  'auth.too_many_password_checks': '비밀번호 확인 시도가 너무 많습니다. 15분 후에 다시 시도해 주세요.',
  // 비밀번호 재설정: the owner's one-time link for a teacher, or `npm run reset-owner` for the owner.
  'auth.reset_invalid':
    '비밀번호 재설정 링크가 올바르지 않습니다. 받은 링크를 끝까지 빠짐없이 열었는지 확인하거나 새 링크를 받으세요.',
  'auth.reset_used': '이미 사용한 비밀번호 재설정 링크입니다. 비밀번호를 다시 정하려면 새 링크를 받으세요.',
  'auth.reset_expired': '비밀번호 재설정 링크의 유효 기간(24시간)이 지났습니다. 새 링크를 받으세요.',
  'auth.reset_replaced':
    '이 링크 뒤에 새 비밀번호 재설정 링크가 만들어져 이 링크는 쓸 수 없습니다. 가장 최근 링크를 여세요.',
  'auth.too_many_reset_attempts': '비밀번호 재설정 시도가 너무 많습니다. 15분 후에 다시 시도해 주세요.',
  'auth.reset_pending':
    '승인 대기 중인 계정은 비밀번호를 재설정할 수 없습니다. 본인이 맞다면 먼저 승인하고, 아니라면 삭제하세요.',
  'auth.reset_owner':
    '원장 계정의 비밀번호는 내 계정에서 바꿉니다. 잊어버렸다면 서버에서 npm run reset-owner 명령으로 재설정 링크를 만드세요.',
} as const;

/** Texts of successful answers (not errors), shown as they are. */
export const authNotices = {
  loggedIn: '로그인되었습니다.',
  loggedOut: '로그아웃되었습니다.',
  joinedAsPending: '회원가입을 축하합니다. 원장님이 승인하면 관리 메뉴를 쓸 수 있습니다.',
  approved: (id: string) => `${id} 계정을 승인했습니다.`,
  removed: (id: string) => `${id} 계정을 삭제했습니다.`,
  passwordChanged: '비밀번호를 바꿨습니다. 다른 기기와 브라우저에서는 로그아웃되었습니다.',
  passwordReset: '새 비밀번호를 정했습니다. 모든 기기에서 로그아웃되었으니 새 비밀번호로 로그인하세요.',
  otherSessionsEnded: (count: number) =>
    count === 0
      ? '다른 곳에 로그인된 기기가 없습니다.'
      : `다른 기기와 브라우저 ${count}곳에서 로그아웃했습니다.`,
} as const;
